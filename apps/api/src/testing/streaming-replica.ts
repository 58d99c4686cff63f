import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where the PostgreSQL server binaries are looked for (PG_BIN first). */
const BIN_DIRS = [process.env.PG_BIN, '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].filter(
  (dir): dir is string => Boolean(dir),
);

/** A primary PostgreSQL cluster and a real streaming replica of it (pg_basebackup -R), both on free ports. */
export interface StreamingReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  stop(): Promise<void>;
}

/** The folder of initdb, pg_ctl and pg_basebackup (and of `tools`), or null when PostgreSQL's server binaries are not installed. */
export function postgresBinaries(tools: string[] = ['initdb', 'pg_ctl', 'pg_basebackup']): string | null {
  return BIN_DIRS.find((dir) => tools.every((name) => existsSync(path.join(dir, name)))) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts a primary of its own (initdb, trust, replication allowed from 127.0.0.1, pg_stat_statements
 * loaded) and a hot standby streaming from it, under a temporary folder that stop() deletes. A
 * separate primary, because the machine's server (127.0.0.1:5432) allows no replication connections
 * and other tests share it. As root, the servers run as the `postgres` user (PostgreSQL refuses root).
 */
export async function startStreamingReplicaPair(bin: string): Promise<StreamingReplicaPair> {
  const root = mkdtempSync(path.join(tmpdir(), 'lic-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pgRun = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) =>
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c shared_preload_libraries=pg_stat_statements -c fsync=off -c max_connections=60`;
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) await pgRun('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // initdb's pg_hba trusts local and 127.0.0.1 connections, replication included.
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await pgRun('pg_ctl', ['-D', primaryDir, '-o', serverOptions(primaryPort), '-l', path.join(root, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await pgRun('pg_ctl', ['-D', replicaDir, '-o', serverOptions(replicaPort), '-l', path.join(root, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    await waitUntilStreaming(primaryUrl, replicaUrl);
    return {
      primaryUrl,
      replicaUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The replica accepts connections, is in recovery, and the primary lists it as streaming. */
async function waitUntilStreaming(primaryUrl: string, replicaUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const replica = await queryOnce<{ recovering: boolean }>(replicaUrl, 'select pg_is_in_recovery() as "recovering"');
      const primary = await queryOnce<{ state: string }>(primaryUrl, 'select "state" from pg_stat_replication');
      if (replica[0]?.recovering && primary[0]?.state === 'streaming') return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the streaming replica did not come up within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One query on a connection of its own. */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
