import type { TokenClaims } from '@lic/web-api-client';
import { DOCUMENT_TYPE_ID, DOCUMENT_TYPE_ID_BY_CODE, normalizeDocumentNumber, PERSON_TYPE } from '@lic/shared-rules';

/** The document type codes a token's customer_type may carry instead of an id (as the server reads them). */
const DOCUMENT_TYPE_BY_CODE: Record<string, number> = {
  ...DOCUMENT_TYPE_ID_BY_CODE,
  NI: DOCUMENT_TYPE_ID.NIT,
  [PERSON_TYPE.LEGAL]: DOCUMENT_TYPE_ID.NIT,
};

export interface DashboardCustomer {
  documentType: number;
  documentNumber: string;
}

/**
 * The signed-in user's company from the claims customer_type (a document type id, code or person type)
 * and customer_value; null for a user without a company (staff) or an unreadable type.
 */
export function dashboardCustomerOf(claims: TokenClaims | null): DashboardCustomer | null {
  const documentNumber = normalizeDocumentNumber(claims?.customer_value ?? '');
  if (documentNumber === '') return null;
  const type = (claims?.customer_type ?? '').trim().toUpperCase();
  const documentType = /^\d+$/.test(type) ? Number(type) : DOCUMENT_TYPE_BY_CODE[type];
  return documentType === undefined ? null : { documentType, documentNumber };
}
