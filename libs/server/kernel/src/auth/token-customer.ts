import type { AuthenticatedUser } from './authenticated-user';
import { DOCUMENT_TYPE_ID, DOCUMENT_TYPE_ID_BY_CODE, normalizeDocumentNumber } from '@lic/shared-rules';

const DOCUMENT_TYPE_BY_CODE: Record<string, number> = { ...DOCUMENT_TYPE_ID_BY_CODE, J: DOCUMENT_TYPE_ID.NIT };

export interface TokenCustomer {
  /** Null when the claim names no document type (e.g. person type N). */
  documentTypeId: number | null;
  documentNumber: string;
}

/**
 * The company of a signed-in customer user (claims customer_type / customer_value). customer_type
 * arrives as a document type id ("4"), a document type code ("NIT") or a person type ("J").
 */
export function tokenCustomerOf(user: AuthenticatedUser | undefined): TokenCustomer | null {
  if (!user?.customerValue) return null;
  const type = (user.customerType ?? '').trim().toUpperCase();
  const documentTypeId = /^\d+$/.test(type) ? Number(type) : (DOCUMENT_TYPE_BY_CODE[type] ?? null);
  return { documentTypeId, documentNumber: normalizeDocumentNumber(user.customerValue) };
}

/** The document of the form is the signed-in customer's own. */
export function isTokenCustomer(customer: TokenCustomer, document: { documentTypeId: number; documentNumber: string }): boolean {
  return (
    customer.documentNumber === normalizeDocumentNumber(document.documentNumber) &&
    (customer.documentTypeId === null || customer.documentTypeId === document.documentTypeId)
  );
}
