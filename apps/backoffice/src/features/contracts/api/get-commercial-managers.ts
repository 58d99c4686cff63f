import type { ResultEnvelope, RoleUser, UsersByRole } from '@lic/shared-api-types';
import { commercialManagerRole } from '@lic/shared-rules';
import type { ApiClient } from '@lic/web-api-client';

/** The operational managers of the product: users of LICENSE_{nameContract}_COMERCIALMANAGER; none on failure (§8). */
export async function getCommercialManagers(client: ApiClient, nameContract: string): Promise<RoleUser[]> {
  return client
    .get<ResultEnvelope<UsersByRole>>('/user/api/get-users-by-role', { headers: { role: commercialManagerRole(nameContract) } })
    .then((answer) => answer.result.recordsData[0]?.users ?? [])
    .catch(() => []);
}
