import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

describe('generated/openapi.ts', () => {
  it('is what docs/openapi.json gives (npm run build, or npm run sdk:types)', () => {
    const run = spawnSync(process.execPath, ['tools/sdk/generate-types.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});
