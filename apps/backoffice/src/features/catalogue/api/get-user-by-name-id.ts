import { useEffect, useState } from 'react';
import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { UNKNOWN_USER } from '@lic/web-ui';
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

/** Creator and modifier names of an audited record; "Desconocido" when the look-up fails. */
export function useAuditNames(createdBy: string | null | undefined, modifiedBy: string | null | undefined) {
  const { client } = useBackoffice();
  const [names, setNames] = useState<{ createdBy?: string; modifiedBy?: string }>({});

  useEffect(() => {
    let current = true;
    const lookUp = (id: string | null | undefined) =>
      id ? getUserByNameId(client, id).catch(() => UNKNOWN_USER) : Promise.resolve(UNKNOWN_USER);
    setNames({});
    void Promise.all([lookUp(createdBy), createdBy === modifiedBy ? null : lookUp(modifiedBy)]).then(([creator, modifier]) => {
      if (current) setNames({ createdBy: creator, modifiedBy: modifier ?? creator });
    });
    return () => {
      current = false;
    };
  }, [client, createdBy, modifiedBy]);

  return names;
}
