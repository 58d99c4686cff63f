import type {
  ConsentStatus,
  DataRequestReceipt,
  DataRequestType,
  DataRequestView,
  PersonalDataExport,
  PrivacyPolicyView,
  RecordsResult,
  ResultEnvelope,
} from '@lic/shared-api-types';
import { downloadFile, type ApiClient } from '@lic/web-api-client';

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

/** GET /api/me/personal-data?format=pdf|xlsx: the readable PDF or the workbook, saved by the browser. */
export function downloadMyPersonalData(format: 'pdf' | 'xlsx', fallbackName: string): Promise<void> {
  return downloadFile(`/api/me/personal-data?format=${format}`, fallbackName);
}

/** POST /api/data-requests/public: the same request without an account, once the e-mail is verified. */
export function submitPublicDataRequest(
  client: ApiClient,
  body: { type: DataRequestType; detail: string; appName: string; email: string; name: string; documentNumber?: string },
): Promise<DataRequestReceipt> {
  return client.post<DataRequestReceipt>('/api/data-requests/public', body);
}

/** GET /api/me/consent-status: whether the customer must accept the brand's current policy again. */
export async function getConsentStatus(client: ApiClient, appName: string): Promise<ConsentStatus> {
  return (await client.get<ResultEnvelope<ConsentStatus>>(`/api/me/consent-status?appName=${encodeURIComponent(appName)}`)).result;
}

/** POST /api/me/consents: accepts that version (kept with the date and address). */
export async function acceptPolicy(client: ApiClient, appName: string, version: number): Promise<void> {
  await client.post<ResultEnvelope<ConsentStatus>>('/api/me/consents', { appName, version });
}
