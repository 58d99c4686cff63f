import type { AuthenticatedUser } from '@lic/server-kernel';
import { normalizeDocumentNumber } from '@lic/shared-rules';

const DOCUMENT_TYPE_BY_CODE: Record<string, number> = { CC: 1, CE: 2, NIT: 4, NI: 4, J: 4, PA: 6, NUIP: 10, PEP: 13 };

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
