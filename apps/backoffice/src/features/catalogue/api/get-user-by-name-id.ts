import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { UNKNOWN_USER, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { AUDIT_ACTOR_TEXT } from '../catalogue.messages';

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

/**
 * What the server writes as the creator of a record no staff user made (the audit's actor outside a request, the
 * demo seed, a customer in the store), said in Spanish; null for a staff user, whose name is looked up.
 */
export function nonStaffActorName(actor: string): string | null {
  const known = AUDIT_ACTOR_TEXT.actors as Record<string, string>;
  return Object.hasOwn(known, actor.trim().toLowerCase()) ? known[actor.trim().toLowerCase()] : null;
}

/** Who an audit actor is, as staff read it: "Sistema (…)" or the staff user's name; "Desconocido" when not found. */
export function actorName(client: ApiClient, actor: string | null | undefined): Promise<string> {
  if (!actor) return Promise.resolve(UNKNOWN_USER);
  return Promise.resolve(nonStaffActorName(actor) ?? getUserByNameId(client, actor).catch(() => UNKNOWN_USER));
}

/** The display name of one actor (a table cell): undefined while it is on its way. */
export function useActorName(actor: string | null | undefined): string | undefined {
  const { client } = useBackoffice();
  const name = useRemote<string>([client, actor], () => actorName(client, actor));
  return name.loading ? undefined : name.data;
}

interface AuditNames {
  createdBy?: string;
  modifiedBy?: string;
}

const NO_NAMES_YET: AuditNames = {};

/** Creator and modifier names of an audited record (see actorName); "Desconocido" when the look-up fails. */
export function useAuditNames(createdBy: string | null | undefined, modifiedBy: string | null | undefined): AuditNames {
  const { client } = useBackoffice();
  const names = useRemote<AuditNames>([client, createdBy, modifiedBy], async () => {
    const [creator, modifier] = await Promise.all([
      actorName(client, createdBy),
      createdBy === modifiedBy ? null : actorName(client, modifiedBy),
    ]);
    return { createdBy: creator, modifiedBy: modifier ?? creator };
  });
  // Nothing while the names of these ids are on their way.
  return names.loading ? NO_NAMES_YET : (names.data ?? NO_NAMES_YET);
}
