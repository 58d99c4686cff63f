import type { AuthenticatedUser } from '@lic/server-kernel';
import { DOCUMENT_TYPE_ID, DOCUMENT_TYPE_ID_BY_CODE, normalizeDocumentNumber } from '@lic/shared-rules';

/** The reference data's codes, plus the spellings tokens use for a company (NI, and J the legal person type). */
const DOCUMENT_TYPE_BY_CODE: Record<string, number> = { ...DOCUMENT_TYPE_ID_BY_CODE, NI: DOCUMENT_TYPE_ID.NIT, J: DOCUMENT_TYPE_ID.NIT };

/**
 * The company of a signed-in customer user (claims customer_type / customer_value), or null. customer_type
 * arrives as a document type id ("4"), a document type code ("NIT") or a person type ("J"); a type that
 * says nothing about the document (e.g. "N") leaves documentTypeId null, and the number alone decides.
 */
export function tokenCustomerOf(user: AuthenticatedUser | undefined): { documentTypeId: number | null; documentNumber: string } | null {
  if (!user?.customerValue) return null;
  const type = (user.customerType ?? '').trim().toUpperCase();
  const documentTypeId = /^\d+$/.test(type) ? Number(type) : (DOCUMENT_TYPE_BY_CODE[type] ?? null);
  return { documentTypeId, documentNumber: normalizeDocumentNumber(user.customerValue) };
}
