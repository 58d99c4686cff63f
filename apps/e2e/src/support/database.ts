import pg from 'pg';

/** Runs SQL on the journeys' database (the API's own), for what no screen does: breaking a table on purpose. */
export async function onDatabase<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const server = process.env.E2E_SERVER_URL;
  const database = process.env.E2E_DATABASE;
  if (!server || !database) throw new Error('E2E_SERVER_URL y E2E_DATABASE no están definidos');
  const url = new URL(server);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
