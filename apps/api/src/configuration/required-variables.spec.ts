import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadAppConfig } from '@lic/server-kernel';
import { loadLicenceTokenConfig } from '@lic/server-licensing';
import { loadPaymentsConfig } from '@lic/server-payments';
import { loadWebhooksConfig } from '@lic/server-webhooks';
import { repositoryRoot } from '../testing/server-variables';

/*
 * The README's "Required variables" is the operator's list of what production refuses to start without.
 * This test holds it to the configuration code: with exactly the listed variables (and the chosen gateway's
 * own ones, which the next bullet lists) every reader of the configuration accepts a production start, and
 * without any one of them a reader refuses and names it. A variable made mandatory in the code and not in
 * the README, or listed and no longer needed, fails here.
 */

const readers: Array<[name: string, load: (env: NodeJS.ProcessEnv) => unknown]> = [
  ['kernel', loadAppConfig],
  ['licence tokens', loadLicenceTokenConfig],
  ['payments', loadPaymentsConfig],
  ['webhooks', loadWebhooksConfig],
];

/** The variables of the README bullet "Required variables", as `NAME` or `NAME=value`. */
function readmeRequiredVariables(): Map<string, string | undefined> {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const bullet = /^- \*\*Required variables:\*\*([\s\S]*?)(?=^- \*\*|^#)/m.exec(readme)?.[1] ?? '';
  const sentence = bullet.split(/the API refuses to start/)[0] ?? '';
  return new Map([...sentence.matchAll(/`([A-Z][A-Z0-9_]*)(?:=([^`]+))?`/g)].map((match) => [match[1] as string, match[2]]));
}

/** A value each variable accepts (the README states the form; these follow it). */
const SAMPLE_VALUES: Record<string, string> = {
  DATABASE_URL: 'postgres://licencias@db.internal:5432/licencias',
  JWT_SECRET: 'j'.repeat(40),
  LOGIN_PARAMETER_KEY: Buffer.alloc(32, 3).toString('base64'),
  LICENCE_TOKEN_KEY_SECRET: 'k'.repeat(40),
  WEBHOOK_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
  PAYMENT_GATEWAY: 'epayco',
};

/** The gateway's own variables (README "Payment gateway"), given with PAYMENT_GATEWAY=epayco. */
const EPAYCO = { EPAYCO_CUSTOMER_ID: '12345', EPAYCO_P_KEY: 'clave-p-de-prueba', EPAYCO_CHECKOUT_URL: 'https://checkout.epayco.example/' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  return readers.flatMap(([name, load]) => {
    try {
      load(env);
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}

describe('README "Required variables"', () => {
  const listed = readmeRequiredVariables();
  const productionEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...EPAYCO };
    for (const [name, value] of listed) env[name] = value ?? SAMPLE_VALUES[name];
    return env;
  };

  it('is read from the README', () => {
    expect(listed.get('NODE_ENV')).toBe('production');
    expect([...listed.keys()].filter((name) => name !== 'NODE_ENV' && SAMPLE_VALUES[name] === undefined)).toEqual([]);
  });

  it('is enough for a production start', () => {
    expect(problemsOf(productionEnv())).toEqual([]);
  });

  it('names only variables production cannot start without, and each refusal names its variable', () => {
    const notNeeded = [...listed.keys()]
      .filter((name) => name !== 'NODE_ENV')
      .filter((name) => {
        const env = productionEnv();
        delete env[name];
        const problems = problemsOf(env);
        return problems.length === 0 || !problems.some((problem) => problem.includes(name));
      });
    expect(notNeeded).toEqual([]);
  });

  it('lists WEBHOOK_SECRET_KEY, which production refuses to start without', () => {
    expect(listed.has('WEBHOOK_SECRET_KEY')).toBe(true);
  });
});
