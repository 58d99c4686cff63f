import { databaseAnswers } from '../../libs/server/kernel/src/database/database-url';
import { startEmbeddedDatabase } from '../../libs/server/kernel/src/database/embedded-database';
// Same default as apps/api/src/testing/test-database.ts (imports here must stay relative: jest loads this file outside the module mapper).
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Integration tests run on real PostgreSQL: TEST_DATABASE_URL, else the local server; where none
 * answers, an embedded PostgreSQL is started for the run (so `npm test` passes on a fresh machine).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  if (await databaseAnswers(url)) {
    process.env.TEST_DATABASE_URL = url;
    return;
  }
  const port = Number(process.env.TEST_EMBEDDED_DB_PORT ?? 54339);
  process.stdout.write(`\nNo PostgreSQL answers at ${url}; starting an embedded one on port ${port} for the tests.\n`);
  const embedded = await startEmbeddedDatabase({ dataDir: `tmp/test-postgres-${port}`, port, persistent: false });
  process.env.TEST_DATABASE_URL = embedded.url;
  (globalThis as { __embeddedTestDatabase__?: { stop: () => Promise<void> } }).__embeddedTestDatabase__ = embedded;
}
