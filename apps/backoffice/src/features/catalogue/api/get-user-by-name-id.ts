import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { UNKNOWN_USER, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

/** The display name of a user by id or user name, from the security service. */
export async function getUserByNameId(client: ApiClient, idOrUserName: string): Promise<string> {
  const answer = await client.get<ResultEnvelope<{ fullName?: string; firstName?: string; lastName?: string }>>(
    '/api/user/GetUserByNameId',
    {
      headers: { iduser: idOrUserName },
    },
  );
  const user = answer.result;
  return user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ') || UNKNOWN_USER;
}

interface AuditNames {
  createdBy?: string;
  modifiedBy?: string;
}

const NO_NAMES_YET: AuditNames = {};

/** Creator and modifier names of an audited record; "Desconocido" when the look-up fails. */
export function useAuditNames(createdBy: string | null | undefined, modifiedBy: string | null | undefined): AuditNames {
  const { client } = useBackoffice();
  const names = useRemote<AuditNames>([client, createdBy, modifiedBy], async () => {
    const lookUp = (id: string | null | undefined) =>
      id ? getUserByNameId(client, id).catch(() => UNKNOWN_USER) : Promise.resolve(UNKNOWN_USER);
    const [creator, modifier] = await Promise.all([lookUp(createdBy), createdBy === modifiedBy ? null : lookUp(modifiedBy)]);
    return { createdBy: creator, modifiedBy: modifier ?? creator };
  });
  // Nothing while the names of these ids are on their way.
  return names.loading ? NO_NAMES_YET : (names.data ?? NO_NAMES_YET);
}
