import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PRODUCTION_READERS, productionProblems, productionRequiredVariables, productionSampleEnv } from '../testing/production-variables';
import { repositoryRoot } from '../testing/server-variables';

/*
 * The README's "Required variables" is the operator's list of what production refuses to start without.
 * This test holds it to the configuration code (every reader of testing/production-variables.ts: kernel,
 * licence tokens, payments, webhooks, invoicing): with exactly the listed variables (and the chosen gateway's
 * own ones, which the next bullet lists) every reader accepts a production start, and without any one of them
 * a reader refuses and names it. A variable made mandatory in the code and not in the README, or listed and
 * no longer needed, fails here.
 */

/** The variables of the README bullet "Required variables", as `NAME` or `NAME=value`. */
function readmeRequiredVariables(): Map<string, string | undefined> {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const bullet = /^- \*\*Required variables:\*\*([\s\S]*?)(?=^- \*\*|^#)/m.exec(readme)?.[1] ?? '';
  const sentence = bullet.split(/the API refuses to start/)[0] ?? '';
  return new Map([...sentence.matchAll(/`([A-Z][A-Z0-9_]*)(?:=([^`]+))?`/g)].map((match) => [match[1] as string, match[2]]));
}

/** A value each variable accepts (the README states the form; these follow it). */
const SAMPLE_VALUES: Record<string, string> = productionSampleEnv();

/** The gateway's own variables (README "Payment gateway"), given with PAYMENT_GATEWAY=epayco. */
const EPAYCO = ['EPAYCO_CUSTOMER_ID', 'EPAYCO_P_KEY', 'EPAYCO_CHECKOUT_URL'];

describe('README "Required variables"', () => {
  const listed = readmeRequiredVariables();
  const productionEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = Object.fromEntries(EPAYCO.map((name) => [name, SAMPLE_VALUES[name]]));
    for (const [name, value] of listed) env[name] = value ?? SAMPLE_VALUES[name];
    return env;
  };

  it('is read from the README', () => {
    expect(listed.get('NODE_ENV')).toBe('production');
    expect([...listed.keys()].filter((name) => SAMPLE_VALUES[name] === undefined)).toEqual([]);
  });

  it('is checked against every reader, electronic invoicing included', () => {
    expect(PRODUCTION_READERS.map(([name]) => name)).toEqual(['kernel', 'licence tokens', 'payments', 'webhooks', 'invoicing']);
  });

  it('is enough for a production start', () => {
    expect(productionProblems(productionEnv())).toEqual([]);
  });

  it('lists every variable the configuration code requires (the gateway ones in the next bullet)', () => {
    const missing = productionRequiredVariables().filter((name) => !listed.has(name) && !EPAYCO.includes(name));
    expect(missing).toEqual([]);
  });

  it('names only variables production cannot start without, and each refusal names its variable', () => {
    const notNeeded = [...listed.keys()]
      .filter((name) => name !== 'NODE_ENV')
      .filter((name) => {
        const env = productionEnv();
        delete env[name];
        const problems = productionProblems(env);
        return problems.length === 0 || !problems.some((problem) => new RegExp(`\\b${name}\\b`).test(problem));
      });
    expect(notNeeded).toEqual([]);
  });

  it('lists WEBHOOK_SECRET_KEY and the DIAN invoicing variables, which production refuses to start without', () => {
    expect(listed.has('WEBHOOK_SECRET_KEY')).toBe(true);
    expect(listed.get('INVOICING_PROVIDER')).toBe('dian');
    expect(listed.has('INVOICING_CERTIFICATE_P12')).toBe(true);
  });
});
