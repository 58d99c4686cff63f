import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadKinds } from './fault-load';
import { postgresBinaries } from './streaming-replica';
import { repositoryRoot } from './server-variables';

/**
 * How hard the drills push (decision 0045): `npm test` runs them with a short load, `npm run drill`
 * (DRILL_LOAD=full) with a longer and wider one. Seconds of load before the fault and after the recovery.
 */
export interface DrillLoad {
  kinds: LoadKinds;
  beforeFaultMs: number;
  afterRecoveryMs: number;
  buyers: number;
}

export function drillLoad(): DrillLoad {
  if (process.env.DRILL_LOAD === 'full')
    return {
      kinds: { singles: 4, batches: 2, reservations: 2, payments: 2, reads: 1 },
      beforeFaultMs: 8_000,
      afterRecoveryMs: 8_000,
      buyers: 400,
    };
  return {
    kinds: { singles: 2, batches: 1, reservations: 1, payments: 1, reads: 0 },
    beforeFaultMs: 2_500,
    afterRecoveryMs: 2_000,
    buyers: 80,
  };
}

/**
 * The PostgreSQL server binaries, or null to skip. Under CI the drills may not be skipped: the binaries of
 * PostgreSQL 15 are installed by .ci/run.
 */
export function drillBinaries(what: string): string | null {
  const bin = postgresBinaries(['initdb', 'pg_ctl', 'pg_basebackup', 'pg_rewind']);
  if (bin) return bin;
  if (process.env.CI === 'true')
    throw new Error(`${what}: PostgreSQL's server binaries are missing (initdb, pg_ctl, pg_basebackup, pg_rewind)`);
  process.stdout.write(`${what}: no PostgreSQL server binaries (initdb, pg_ctl, pg_rewind): skipped.\n`);
  return null;
}

/** Leaves the drill's figures where `npm run drill` prints them from (tmp/drills/<name>.json), and says them. */
export function reportDrill(name: string, figures: Record<string, unknown>, line: string): void {
  const dir = path.join(repositoryRoot, 'tmp', 'drills');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ ...figures, at: new Date().toISOString(), load: process.env.DRILL_LOAD ?? 'short' }, null, 2),
  );
  process.stdout.write(`${line}\n`);
}
