import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './api-child-process';

const run = promisify(execFile);

/*
 * PostgreSQL servers of the drills (decision 0045), from this machine's server binaries (initdb, pg_ctl,
 * pg_basebackup, pg_rewind), each in a folder of its own under one temporary folder, on free ports. As root
 * the servers run as the `postgres` user (PostgreSQL refuses root). Every command run is also written to
 * `commands`, so a test can hold the runbooks of docs/operations to them.
 */

/** Settings of every server of a drill (postgresql.conf, so that pg_rewind's own recovery run reads them too). */
const COMMON_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  'wal_level = replica',
  'max_wal_senders = 10',
  "wal_keep_size = '512MB'",
  'hot_standby = on',
  'max_connections = 100',
  // The drills kill processes, not machines: the OS keeps what a killed server wrote, so fsync adds nothing
  // but time here. What they check is that every acknowledged commit was on the standby (synchronous
  // replication) or in the archive, which fsync does not change.
  'fsync = off',
  "shared_preload_libraries = 'pg_stat_statements'",
];

export interface DrillCommand {
  tool: string;
  args: string[];
}

/** The drills' PostgreSQL: where its servers live and what was run on them. */
export class DrillPostgres {
  readonly commands: DrillCommand[] = [];
  private readonly nodes: DrillNode[] = [];

  private constructor(
    readonly bin: string,
    readonly root: string,
    private readonly owner: { uid: number; gid: number } | null,
  ) {}

  static async create(bin: string): Promise<DrillPostgres> {
    const root = mkdtempSync(path.join(tmpdir(), 'lic-drill-'));
    let owner: { uid: number; gid: number } | null = null;
    if (process.getuid?.() === 0) {
      owner = {
        uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
        gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
      };
      chownSync(root, owner.uid, owner.gid);
    }
    return new DrillPostgres(bin, root, owner);
  }

  /** A folder under the drill's root that the servers may write (an archive, a base backup). */
  folder(name: string): string {
    const dir = path.join(this.root, name);
    mkdirSync(dir, { recursive: true });
    if (this.owner) chownSync(dir, this.owner.uid, this.owner.gid);
    return dir;
  }

  /** Runs one of PostgreSQL's programs (as `postgres` when root), and remembers it. */
  async tool(tool: string, args: string[]): Promise<string> {
    this.commands.push({ tool, args });
    const file = path.join(this.bin, tool);
    const { stdout } = this.owner ? await run('runuser', ['-u', 'postgres', '--', file, ...args]) : await run(file, args);
    return stdout;
  }

  /** Writes a file the servers read (settings, a signal file), owned by them; each setting is remembered. */
  write(file: string, text: string, append = false): void {
    for (const line of text.split('\n')) if (/^\s*[a-z_.]+\s*=/.test(line)) this.commands.push({ tool: 'conf', args: [line.trim()] });
    if (/\.signal$/.test(file)) this.commands.push({ tool: 'touch', args: [file] });
    if (append) appendFileSync(file, text);
    else writeFileSync(file, text);
    if (this.owner) chownSync(file, this.owner.uid, this.owner.gid);
  }

  /** A new server: initdb (data checksums, which pg_rewind needs), the drill's settings and `extra`. */
  async initdb(name: string, extra: string[] = []): Promise<DrillNode> {
    const node = await DrillNode.create(this, name);
    await this.tool('initdb', [
      '-D',
      node.dir,
      '-U',
      'postgres',
      '--auth=trust',
      '--data-checksums',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    this.write(path.join(node.dir, 'postgresql.conf'), `\n# drill\n${[...COMMON_SETTINGS, ...extra].join('\n')}\n`, true);
    return node;
  }

  /** A standby of `primary`: pg_basebackup -R (streaming, primary_conninfo and standby.signal written). */
  async basebackupStandby(name: string, primary: DrillNode): Promise<DrillNode> {
    const node = await DrillNode.create(this, name);
    await this.tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      node.dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    return node;
  }

  /** A plain base backup of `primary` into a folder (for a restore later). */
  async basebackup(primary: DrillNode, dir: string): Promise<void> {
    await this.tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dir,
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  }

  /** A server whose data folder is a copy of `source` (a base backup), not started. */
  async copyOf(name: string, source: string): Promise<DrillNode> {
    const node = await DrillNode.create(this, name);
    this.commands.push({ tool: 'cp', args: ['-a', source, node.dir] });
    cpSync(source, node.dir, { recursive: true });
    if (this.owner) await run('chown', ['-R', `${this.owner.uid}:${this.owner.gid}`, node.dir]);
    await run('chmod', ['700', node.dir]);
    return node;
  }

  track(node: DrillNode): void {
    this.nodes.push(node);
  }

  /** Stops every server (immediate) and deletes the folder (kept, and said, with DRILL_KEEP=true). */
  async destroy(): Promise<void> {
    for (const node of this.nodes) await node.kill().catch(() => undefined);
    if (process.env.DRILL_KEEP === 'true') process.stdout.write(`drill folder kept: ${this.root}\n`);
    else rmSync(this.root, { recursive: true, force: true });
  }
}

/** One server of a drill. */
export class DrillNode {
  private constructor(
    private readonly drill: DrillPostgres,
    readonly name: string,
    readonly dir: string,
    readonly port: number,
  ) {}

  /** A server's place: its folder is made by initdb, pg_basebackup or a copy (PostgreSQL wants it 0700). */
  static async create(drill: DrillPostgres, name: string): Promise<DrillNode> {
    const dir = path.join(drill.root, name);
    const node = new DrillNode(drill, name, dir, await freePort());
    drill.track(node);
    return node;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** pg_ctl start, with the port, the socket folder and this server's name (the standby name its primary lists). */
  async start(options: string[] = []): Promise<void> {
    const settings = [`-p ${this.port}`, `-k ${this.drill.root}`, `-c cluster_name=${this.name}`, ...options].join(' ');
    await this.drill.tool('pg_ctl', [
      '-D',
      this.dir,
      '-o',
      settings,
      '-l',
      path.join(this.drill.root, `${this.name}.log`),
      '-w',
      '-t',
      '120',
      'start',
    ]);
  }

  async promote(): Promise<void> {
    await this.drill.tool('pg_ctl', ['-D', this.dir, '-w', '-t', '120', 'promote']);
  }

  /**
   * The server dies at once, as its machine would: SIGKILL to the postmaster and to every process it had
   * started (a backend that outlived its postmaster could still answer a commit). Returns when the signals
   * were sent (finding the processes takes a moment, during which the server still answers).
   */
  async kill(): Promise<number> {
    const pidFile = path.join(this.dir, 'postmaster.pid');
    if (!existsSync(pidFile)) return Date.now();
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(postmaster) || postmaster <= 0) return Date.now();
    const children = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).then(
      ({ stdout }) =>
        stdout
          .split('\n')
          .map(Number)
          .filter((pid) => pid > 0),
      () => [] as number[],
    );
    for (const pid of [postmaster, ...children]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const killedAt = Date.now();
    this.drill.commands.push({ tool: 'kill', args: ['-9', String(postmaster)] });
    // The port is free once the postmaster is gone.
    for (let i = 0; i < 100 && processAlive(postmaster); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return killedAt;
  }

  /**
   * The old primary back as a standby of `source`: pg_rewind (which first finishes the crash recovery of the
   * killed server) then -R writes standby.signal and primary_conninfo; then it starts and streams.
   */
  async rewindFrom(source: DrillNode): Promise<void> {
    await this.drill.tool('pg_rewind', [
      '-D',
      this.dir,
      `--source-server=host=127.0.0.1 port=${source.port} user=postgres dbname=postgres`,
      '-R',
      '--progress',
    ]);
  }

  /** recovery.signal with a restore_command from `archive` and a target time; promoted when it is reached. */
  configureRecovery(archive: string, targetTime: Date): void {
    this.drill.write(
      path.join(this.dir, 'postgresql.auto.conf'),
      [
        `restore_command = 'cp ${archive}/%f %p'`,
        // PostgreSQL's own form: '2026-11-28 15:04:05.123+00' (it refuses ISO 8601's T and Z here).
        `recovery_target_time = '${targetTime.toISOString().replace('T', ' ').replace('Z', '+00')}'`,
        "recovery_target_action = 'promote'",
        '',
      ].join('\n'),
      true,
    );
    this.drill.write(path.join(this.dir, 'recovery.signal'), '');
  }

  async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> {
    this.drill.commands.push({ tool: 'sql', args: [sql] });
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${this.port}/${database}` });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  async inRecovery(): Promise<boolean> {
    const [row] = await this.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
    return row.recovering;
  }

  /** Waits until `standby` streams from this server with the given sync state ('sync' for a synchronous one). */
  async waitForStandby(standby: DrillNode, state: 'sync' | 'async' | 'quorum' | 'potential', timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await this.query<{ state: string; sync_state: string }>(
        'select state, sync_state from pg_stat_replication where application_name = $1',
        [standby.name],
      ).catch(() => []);
      if (rows[0]?.state === 'streaming' && rows[0].sync_state === state) return;
      if (Date.now() > deadline) throw new Error(`${standby.name} is not a ${state} standby of ${this.name} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
