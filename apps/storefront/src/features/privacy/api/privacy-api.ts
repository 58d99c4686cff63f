import type {
  DataRequestReceipt,
  DataRequestType,
  DataRequestView,
  PersonalDataExport,
  PrivacyPolicyView,
  RecordsResult,
  ResultEnvelope,
} from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** GET /api/privacy-policy/{appName}: the brand's current policy. */
export async function getPrivacyPolicy(client: ApiClient, appName: string): Promise<PrivacyPolicyView> {
  return (await client.get<ResultEnvelope<PrivacyPolicyView>>(`/api/privacy-policy/${encodeURIComponent(appName)}`)).result;
}

/** POST /api/data-requests: a signed-in customer's request, numbered, with its legal deadline. */
export function submitDataRequest(
  client: ApiClient,
  body: { type: DataRequestType; detail: string; appName: string },
): Promise<DataRequestReceipt> {
  return client.post<DataRequestReceipt>('/api/data-requests', body);
}

/** GET /api/me/data-requests: the customer's own requests. */
export async function listMyDataRequests(client: ApiClient): Promise<DataRequestView[]> {
  return (await client.get<ResultEnvelope<RecordsResult<DataRequestView>>>('/api/me/data-requests')).result.records ?? [];
}

/** GET /api/me/personal-data: everything the store holds about the customer (JSON), or the CSV text. */
export function getMyPersonalData(client: ApiClient): Promise<PersonalDataExport> {
  return client.get<PersonalDataExport>('/api/me/personal-data');
}

export function getMyPersonalDataCsv(client: ApiClient): Promise<string> {
  return client.get<string>('/api/me/personal-data?format=csv');
}
