import type { ApiClient } from '@lic/web-api-client';

export const VALIDATE_SESSION_PATH = '/api/user/validatesession';

/** Tells the server which socket carries this session, so it can push a kick to it (storefront.md §7). */
export async function validateSession(client: ApiClient, connectionId: string): Promise<void> {
  await client.post(VALIDATE_SESSION_PATH, {}, { headers: { connectionId } });
}
