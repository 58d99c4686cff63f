import type { CompanyNameByDocument, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The name registered for a document (storefront.md §7 GetRazonSocialByDocTypeAndDoc); null when none is known. */
export async function getRazonSocial(
  client: ApiClient,
  appName: string,
  documentTypeId: number,
  documentNumber: string,
): Promise<string | null> {
  const path = [appName, String(documentTypeId), documentNumber].map(encodeURIComponent).join('/');
  const answer = await client.get<ResultEnvelope<CompanyNameByDocument>>(
    `/license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc/${path}`,
  );
  return answer.result.found && answer.result.razonSocial ? answer.result.razonSocial : null;
}
