import { tokenCustomerOf, type AuthenticatedUser } from '@lic/server-kernel';
import { NotOwnDocumentError } from './licensing.errors';

export interface CustomerDocument {
  /** Null when neither the request nor the token names a document type: plans are found by number. */
  documentTypeId: number | null;
  documentNumber: string;
}

/**
 * The document a customer asks about, which must be the company of their token (claims customer_type /
 * customer_value). DocumentType arrives as an id ("4") or a code ("NIT"), as the claim does.
 */
export function ownDocumentOf(user: AuthenticatedUser, documentType: string | number, documentNumber: string): CustomerDocument {
  const own = tokenCustomerOf(user);
  const asked = tokenCustomerOf({ ...user, customerType: String(documentType ?? ''), customerValue: documentNumber });
  if (!own || !asked || own.documentNumber !== asked.documentNumber) throw new NotOwnDocumentError();
  if (own.documentTypeId !== null && asked.documentTypeId !== null && own.documentTypeId !== asked.documentTypeId) {
    throw new NotOwnDocumentError();
  }
  return { documentTypeId: asked.documentTypeId ?? own.documentTypeId, documentNumber: own.documentNumber };
}
