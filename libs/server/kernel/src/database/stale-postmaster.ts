import { execFile } from 'node:child_process';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What postmaster.pid says of the server that holds a data folder (PostgreSQL's lock file: pid, folder, start, port). */
export interface PostmasterLock {
  pid: number;
  dataDir: string;
  port: number | null;
}

export async function readPostmasterLock(dataDir: string): Promise<PostmasterLock | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const [pid, dir, , port] = text.split('\n');
  const value = Number(pid);
  if (!Number.isInteger(value) || value <= 0) return null;
  const portNumber = Number(port);
  return { pid: value, dataDir: dir ?? '', port: Number.isInteger(portNumber) && portNumber > 0 ? portNumber : null };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (/proc on Linux, ps elsewhere), or null when it is gone. */
async function commandLine(pid: number): Promise<string[] | null> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    try {
      const { stdout } = await run('ps', ['-ww', '-o', 'args=', '-p', String(pid)]);
      return stdout.trim() ? stdout.trim().split(/\s+/) : null;
    } catch {
      return null;
    }
  }
}

async function parentOf(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^PPid:\s+(\d+)$/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    try {
      const { stdout } = await run('ps', ['-o', 'ppid=', '-p', String(pid)]);
      return Number(stdout.trim()) || null;
    } catch {
      return null;
    }
  }
}

async function samePath(a: string, b: string): Promise<boolean> {
  const resolve = (file: string) => realpath(file).catch(() => path.resolve(file));
  return (await resolve(a)) === (await resolve(b));
}

export type StalePostmasterOutcome =
  | { kind: 'none' }
  /** Our own server of an earlier run, whose API is gone: stopped, the folder and port are free. */
  | { kind: 'stopped'; pid: number; port: number | null };

/**
 * Before the embedded PostgreSQL starts on `dataDir`: when its lock file names a live process, that process
 * is recovered only if it is our own stale postmaster — the embedded package's `postgres` binary, running on
 * this very data folder (its command line and the lock file agree), whose parent is no longer the store's
 * API (it was killed with -9 and left its server behind). That one is stopped (fast shutdown, then
 * immediate) and the start goes on. Any other process is never signalled: the error says what holds the
 * folder and the way out, in Spanish.
 */
export async function recoverStalePostmaster(
  dataDir: string,
  postgresBinary: string,
  log: (line: string) => void = () => undefined,
): Promise<StalePostmasterOutcome> {
  const lock = await readPostmasterLock(dataDir);
  if (!lock || !alive(lock.pid)) return { kind: 'none' }; // no lock, or a stale file PostgreSQL ignores itself
  const args = await commandLine(lock.pid);
  const folder = args ? args[args.indexOf('-D') + 1] : undefined;
  const ours =
    args !== null &&
    args.length > 0 &&
    (await samePath(args[0], postgresBinary)) &&
    folder !== undefined &&
    args.indexOf('-D') >= 0 &&
    (await samePath(folder, dataDir)) &&
    (await samePath(lock.dataDir, dataDir));
  if (!ours) {
    throw new Error(
      `La carpeta de datos ${dataDir} está bloqueada por el proceso ${lock.pid}, que no es el PostgreSQL embebido de la tienda ` +
        `sobre esa carpeta, así que no se detiene. Si ese proceso no usa la carpeta, borra ${path.join(dataDir, 'postmaster.pid')}; ` +
        'si no, usa otra carpeta con EMBEDDED_DB_DIR o una base de datos propia con DATABASE_URL.',
    );
  }
  const parent = await parentOf(lock.pid);
  const parentArgs = parent && parent > 1 ? await commandLine(parent) : null;
  if (parentArgs && /(^|\/)node(js)?$/.test(parentArgs[0] ?? '')) {
    throw new Error(
      `El PostgreSQL embebido de ${dataDir} (PID ${lock.pid}) está en uso por otra copia de la tienda (PID ${parent}). ` +
        'Ciérrala antes de iniciar otra, o usa otra carpeta con EMBEDDED_DB_DIR y otro puerto con EMBEDDED_DB_PORT.',
    );
  }
  log(
    `Se encontró el PostgreSQL embebido de una ejecución anterior que no se cerró (PID ${lock.pid}` +
      `${lock.port ? `, puerto ${lock.port}` : ''}, datos en ${dataDir}): se detiene para iniciarlo de nuevo.`,
  );
  await stop(lock.pid);
  return { kind: 'stopped', pid: lock.pid, port: lock.port };
}

/** Fast shutdown (SIGINT: clients disconnected, a clean checkpoint); immediate (SIGQUIT) if it lingers. */
async function stop(pid: number): Promise<void> {
  const gone = async (ms: number) => {
    for (const until = Date.now() + ms; Date.now() < until;) {
      if (!alive(pid)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return !alive(pid);
  };
  process.kill(pid, 'SIGINT');
  if (await gone(20_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await gone(10_000)) return;
  throw new Error(`El PostgreSQL embebido anterior (PID ${pid}) no se detuvo; detenlo a mano e inicia de nuevo.`);
}
