import { Query } from '@nestjs/cqrs';

/*
 * Messages between ordering and licensing (docs/api/licensing.md). Licensing reacts to ordering's
 * events, so ordering may not import @lic/server-licensing: the order timeline of the back office asks
 * for the licences of an order through this query class, answered by licensing.
 */

/** Licences issued for one order: one entry per issue (the plans of an approved order). */
export interface OrderLicenceIssue {
  issuedOn: Date;
  /** Spanish, one line: the plans issued (e.g. "Plan Pyme: 1 licencia, 12 meses"). */
  description: string;
  /** The staff user who issued them, or null when the system did on approval. */
  issuedBy: string | null;
}

/** The licences issued for the order with this referenceUuid, oldest first (empty when none). */
export class GetOrderLicencesQuery extends Query<OrderLicenceIssue[]> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}

/** A base plan (package type BAS) licensing holds for a customer, whatever issued it (order, staff). */
export interface HeldLicenceBasePlan {
  packageId: number;
  packageCode: string;
  serviceName: string;
  effectiveDate: Date;
  expirationDate: Date;
}

/**
 * The base plans of a customer's document in a service (every service when null), past and future:
 * ordering's base-package rules (storefront.md §5, ER16) read them beside its own orders, so that a
 * plan added by staff or seeded counts as much as one bought.
 */
export class GetHeldBasePlansQuery extends Query<HeldLicenceBasePlan[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string | null,
  ) {
    super();
  }
}
