import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Queues the parked delivery again for its subscriber ("Reintentar"). */
export async function replayDeadLetter(client: ApiClient, id: string): Promise<void> {
  await client.post<ResultEnvelope<{ id: string }>>(`/license/api/delivery/dead-letters/${encodeURIComponent(id)}/replay`);
}
