import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes the next id of a serial column before the insert, so that an aggregate and the event naming
 * it are written by one flush (one transaction).
 */
export async function nextId(em: EntityManager, table: 'package' | 'promotional_code'): Promise<number> {
  const [row] = await em.getConnection().execute<{ id: string }[]>(`select nextval('"catalogue"."${table}_id_seq"') as id`);
  return Number(row.id);
}
