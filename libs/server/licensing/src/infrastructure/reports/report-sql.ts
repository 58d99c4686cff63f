import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectionType } from '@mikro-orm/core';

/**
 * Reports read the tables straight into view rows (no entities: consumption_event has none to load),
 * from a read replica when ReadReplicas.connectionType() allows it.
 */
export const sql = async <T>(em: EntityManager, text: string, params: unknown[] = [], connection: ConnectionType = 'write'): Promise<T[]> =>
  em.getConnection(connection).execute<T[]>(text, params, 'all');

/** The feature names of these codes, from the newest balance of each (the catalogue's name when issued). */
export async function featureNamesOf(
  em: EntityManager,
  codes: readonly string[],
  connection: ConnectionType = 'write',
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await sql<{ feature_code: string; feature_name: string }>(
    em,
    `select distinct on ("feature_code") "feature_code", "feature_name"
       from "licensing"."licence_balance"
      where "feature_code" in (select jsonb_array_elements_text(?::jsonb))
      order by "feature_code", "id" desc`,
    [JSON.stringify(codes)],
    connection,
  );
  return new Map(rows.map((row) => [row.feature_code, row.feature_name]));
}
