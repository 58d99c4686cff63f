import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient, SessionTokens } from '@lic/web-api-client';

export const DECODE_PARAMETER_PATH = '/api/Login/DecodeParameter';

export async function decodeParameter(client: ApiClient, parameter: string): Promise<SessionTokens> {
  const answer = await client.post<ResultEnvelope<SessionTokens>>(DECODE_PARAMETER_PATH, { parameter }, { refreshOnUnauthorized: false });
  return answer.result;
}
