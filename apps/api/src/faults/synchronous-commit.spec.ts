import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../testing/server-variables';

/*
 * "No request is answered 2xx unless its commit was acknowledged by the synchronous standby" (decision 0044)
 * holds only while nothing lowers synchronous_commit for the API's sessions: no SET, no SET LOCAL, no
 * set_config, no connection option, no function attribute. The server's code and migrations (SQL inside
 * them included), and the libraries that open its connections, are read for it.
 */

const SOURCES = ['libs/server', 'libs/shared', 'apps/api/src'];
const LIBRARIES = ['node_modules/pg-boss/dist', 'node_modules/pg/lib', 'node_modules/pg-pool', 'node_modules/kysely/dist/dialect/postgres'];
const SETTING = /synchronous_commit/i;

function files(dir: string, keep: (name: string) => boolean): string[] {
  const full = path.join(repositoryRoot, dir);
  return readdirSync(full).flatMap((name) => {
    const child = path.join(dir, name);
    if (statSync(path.join(repositoryRoot, child)).isDirectory()) return name === 'node_modules' ? [] : files(child, keep);
    return keep(name) ? [child] : [];
  });
}

describe('synchronous_commit is never lowered by the API', () => {
  it('is not set anywhere in the server, its migrations or its SQL', () => {
    const server = SOURCES.flatMap((dir) => files(dir, (name) => /\.(ts|sql)$/.test(name) && !/\.spec\.ts$/.test(name)));
    expect(server.length).toBeGreaterThan(100);
    expect(server.filter((file) => SETTING.test(readFileSync(path.join(repositoryRoot, file), 'utf8')))).toEqual([]);
  });

  it('is not set by the libraries that open its connections (pg, pg-pool, pg-boss, kysely)', () => {
    const libraries = LIBRARIES.flatMap((dir) => files(dir, (name) => /\.(js|mjs|cjs)$/.test(name)));
    expect(libraries.length).toBeGreaterThan(10);
    expect(libraries.filter((file) => SETTING.test(readFileSync(path.join(repositoryRoot, file), 'utf8')))).toEqual([]);
  });

  it('is on in the production database the API writes to', () => {
    const cluster = readFileSync(path.join(repositoryRoot, 'deploy/k8s/components/cloudnative-pg/cluster.yaml'), 'utf8');
    expect(cluster).toMatch(/^\s+synchronous_commit: 'on'$/m);
  });
});
