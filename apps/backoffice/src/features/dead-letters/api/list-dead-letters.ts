import type { DeadLetterView, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** One page of the parked deliveries, newest first, and how many there are. */
export async function listDeadLetters(
  client: ApiClient,
  page: number,
  pageSize: number,
): Promise<{ records: DeadLetterView[]; count: number }> {
  const answer = await client.get<ResultEnvelope<{ records: DeadLetterView[]; count: number }>>(
    `/license/api/delivery/dead-letters?page=${page}&pageSize=${pageSize}`,
  );
  return { records: answer.result.records ?? [], count: answer.result.count ?? 0 };
}
