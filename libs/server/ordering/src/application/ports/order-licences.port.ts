/**
 * Hook for the licences of an order in its back-office timeline (decision 0006). Ordering may not import
 * the licensing context's implementation, so the adapter asks licensing through the query class of its
 * published language (@lic/server-licensing-api), as GetPaymentTimelineQuery does for payments.
 */
export const ORDER_LICENCES = Symbol('ORDER_LICENCES');

/** Licences issued for one order: one entry per issue (e.g. the plans of an approved order). */
export interface IssuedLicence {
  issuedOn: Date;
  /** Spanish, one line: the plans or packages issued (e.g. "Colfactura PYME: 1 licencia, 12 meses"). */
  description: string;
  /** Who issued them: a staff user, or null when the system did on approval. */
  issuedBy: string | null;
}

export interface OrderLicences {
  issuedFor(referenceUuid: string): Promise<IssuedLicence[]>;
}
