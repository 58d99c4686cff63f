import type { DataRequestView, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
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
