import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { load } from 'js-yaml';
import { productionProblems, productionRequiredVariables, productionSampleEnv } from '../testing/production-variables';
import { repositoryRoot } from '../testing/server-variables';

/*
 * docker/compose.yml runs the image (NODE_ENV=production, docker/Dockerfile) without Docker in CI: this reads
 * what it gives the API replicas and holds it to the configuration readers (testing/production-variables.ts).
 * `${NAME:?…}` is what the operator must define (a sample value stands for it), `${NAME:-default}` its default.
 */

interface Service {
  environment?: Record<string, string | number | null>;
  '<<'?: Service;
}
interface Compose {
  services: Record<string, Service>;
}

const compose = load(readFileSync(path.join(repositoryRoot, 'docker/compose.yml'), 'utf8')) as Compose;
/** A service's environment, with what it merges from an anchor (`<<: *api`; js-yaml leaves the key as is). */
const environmentOf = (service: string): Record<string, string | number | null> => {
  const found = compose.services[service];
  return { ...found?.['<<']?.environment, ...found?.environment };
};
const dockerfile = readFileSync(path.join(repositoryRoot, 'docker/Dockerfile'), 'utf8');

/** The environment a replica starts with: the image's ENV, then compose's, interpolated as the operator's .env would. */
function replicaEnvironment(service: string): { env: NodeJS.ProcessEnv; operator: string[] } {
  const sample = productionSampleEnv();
  const env: NodeJS.ProcessEnv = {};
  for (const [, name, value] of dockerfile.matchAll(/\b([A-Z][A-Z0-9_]*)=(\S+)/g)) env[name as string] = value;
  const operator: string[] = [];
  for (const [name, raw] of Object.entries(environmentOf(service))) {
    env[name] = String(raw ?? '').replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_, inner: string, kind?: string, rest?: string) => {
      if (kind === '-') return rest ?? '';
      operator.push(inner);
      return sample[inner] ?? 'valor-del-operador';
    });
  }
  return { env, operator };
}

describe('docker/compose.yml', () => {
  it.each(['api1', 'api2'])('gives %s every variable production requires, and with them it starts', (service) => {
    const { env, operator } = replicaEnvironment(service);
    expect(env.NODE_ENV).toBe('production');
    const missing = productionRequiredVariables().filter((name) => env[name] === undefined);
    expect(missing).toEqual([]);
    expect(operator).toEqual(expect.arrayContaining(['INVOICING_SECRET_KEY', 'INVOICING_CERTIFICATE_P12', 'INVOICING_ISSUER_NIT']));
    expect(productionProblems(env)).toEqual([]);
    expect(env.INVOICING_PROVIDER).toBe('dian');
  });

  it('asks the operator, in docker/README.md, for every variable it requires', () => {
    const readme = readFileSync(path.join(repositoryRoot, 'docker/README.md'), 'utf8');
    const { operator } = replicaEnvironment('api1');
    const required = new Set(
      Object.values(environmentOf('api1')).flatMap((raw) =>
        [...String(raw ?? '').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1] as string),
      ),
    );
    expect(operator.filter((name) => required.has(name) && !readme.includes(`${name}=`))).toEqual([]);
  });
});
