/** Token of the company-name look-up of the purchase form (GetRazonSocialByDocTypeAndDoc, design.md §6). */
export const COMPANY_LOOKUP = Symbol('ORDERING_COMPANY_LOOKUP');

export interface CompanyRecord {
  /** The razón social (legal name). */
  name: string;
  personType: string | null;
}

export interface CompanyLookupOptions {
  /**
   * Whether an outside registry (RUES) may be asked when the store does not know the document. False for
   * bemyself, which never falls back (storefront.md §7).
   */
  allowExternal: boolean;
}

/**
 * Finds the name registered for a document. The default asks the customers context only. A real
 * provider plugs in by binding COMPANY_LOOKUP to an adapter that asks the customers adapter first and,
 * only when it finds nothing and `allowExternal` is true, the outside registry (its URL and token from
 * configuration), returning null when neither knows the document.
 */
export interface CompanyLookup {
  findByDocument(documentTypeId: number, documentNumber: string, options: CompanyLookupOptions): Promise<CompanyRecord | null>;
}
