import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from './embedded-database';

jest.setTimeout(120_000);

describe('the embedded PostgreSQL of npm start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lic-embedded-'));
  let blocker: Server | undefined;
  afterAll(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    rmSync(dir, { recursive: true, force: true });
  });

  it('says in Spanish which port is taken and the way out, when another copy holds it', async () => {
    blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      // Every interface, as another PostgreSQL holds it (v4 and v6).
      blocker!.listen(0, () => resolve((blocker!.address() as { port: number }).port)),
    );
    const failure = startEmbeddedDatabase({ dataDir: path.join(dir, 'postgres'), port, persistent: false });
    await expect(failure).rejects.toThrow(`No se pudo iniciar el PostgreSQL embebido en el puerto ${port}`);
    await expect(failure).rejects.toThrow(/EMBEDDED_DB_PORT.*DATABASE_URL/);
  });
});
