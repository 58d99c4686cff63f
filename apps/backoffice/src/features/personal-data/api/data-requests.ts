import type { ConsentView, DataRequestView, PersonalDataAccessView, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Every holder's request, the open ones due first. */
export async function listDataRequests(client: ApiClient, search?: string): Promise<DataRequestView[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const answer = await client.get<ResultEnvelope<RecordsResult<DataRequestView>>>(`/api/data-requests${query}`);
  return answer.result.records ?? [];
}

/** The answer, kept and mailed to the holder. */
export async function answerDataRequest(client: ApiClient, number: string, answer: string): Promise<string | undefined> {
  const done = await client.post<ResultEnvelope<{ records: DataRequestView }>>(`/api/data-requests/${encodeURIComponent(number)}/answer`, {
    answer,
  });
  return done.statusMessage;
}

/** The one extension the law allows, with its reason. */
export async function extendDataRequest(client: ApiClient, number: string, reason: string): Promise<string | undefined> {
  const done = await client.post<ResultEnvelope<{ records: DataRequestView }>>(`/api/data-requests/${encodeURIComponent(number)}/extend`, {
    reason,
  });
  return done.statusMessage;
}

/** The consent history of a company or person (by document) or of a user; the read is logged. */
export async function listConsents(client: ApiClient, filter: { documentNumber?: string; userName?: string }): Promise<ConsentView[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value) as [string, string][]).toString();
  const answer = await client.get<ResultEnvelope<RecordsResult<ConsentView>>>(`/api/consents?${query}`);
  return answer.result.records ?? [];
}

/** Who read whose personal data, latest first. */
export async function listPersonalDataAccess(client: ApiClient, search?: string): Promise<PersonalDataAccessView[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const answer = await client.get<ResultEnvelope<RecordsResult<PersonalDataAccessView>>>(`/api/personal-data-access${query}`);
  return answer.result.records ?? [];
}
