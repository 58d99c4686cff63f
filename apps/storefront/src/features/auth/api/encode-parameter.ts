import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export const ENCODE_PARAMETER_PATH = '/api/Login/EncodeParameter';

/** Wraps a freshly issued access token into the single-use login parameter the apps decode. */
export async function encodeParameter(client: ApiClient, accessToken: string): Promise<string> {
  const answer = await client.post<ResultEnvelope<{ parameter: string }>>(
    ENCODE_PARAMETER_PATH,
    {},
    { headers: { Authorization: `Bearer ${accessToken}` }, refreshOnUnauthorized: false },
  );
  return answer.result.parameter;
}
