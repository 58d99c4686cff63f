import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

/*
 * The context map is enforced by lint (eslint.config.js, @nx/enforce-module-boundaries; decision 0026): a
 * server context may import another context's published language (its -api lib), never its implementation.
 * This lints a small text as if it were a file inside licensing.
 */

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const probeFile = `${repoRoot}libs/server/licensing/src/application/boundary-probe.ts`;
const BOUNDARY_RULE = '@nx/enforce-module-boundaries';

async function boundaryErrors(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: probeFile });
  return result.messages.filter((m) => m.ruleId === BOUNDARY_RULE).map((m) => m.message);
}

describe('context boundaries (lint)', () => {
  beforeAll(() => {
    // The rule reads the Nx project graph from its cache, as `npm run lint` does (nx show projects first).
    execFileSync(process.execPath, [`${repoRoot}node_modules/nx/dist/bin/nx.js`, 'show', 'projects'], {
      cwd: repoRoot,
      stdio: 'pipe',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  }, 120_000);

  it("rejects an import of another context's implementation", async () => {
    const errors = await boundaryErrors("import { OrderingModule } from '@lic/server-ordering';\n\nexport const probe = OrderingModule;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/scope:licensing/);
  }, 120_000);

  it("accepts an import of another context's published language", async () => {
    const errors = await boundaryErrors(
      "import { GetOrderForLicensingQuery } from '@lic/server-ordering-api';\n\nexport const probe = GetOrderForLicensingQuery;\n",
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
