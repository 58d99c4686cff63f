import type { LoginTokens, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export const AUTHENTICATE_PATH = '/api/Login/Authenticate';

export interface AuthenticateRequest {
  UserName: string;
  Password: string;
  AppName: string;
}

export async function authenticate(client: ApiClient, request: AuthenticateRequest): Promise<LoginTokens> {
  // A 401 here means wrong credentials, not an expired session: no refresh round.
  const answer = await client.post<ResultEnvelope<LoginTokens>>(AUTHENTICATE_PATH, request, { refreshOnUnauthorized: false });
  return answer.result;
}
