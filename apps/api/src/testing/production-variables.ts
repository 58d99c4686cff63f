import { loadAppConfig } from '@lic/server-kernel';
import { loadInvoicingConfig } from '@lic/server-invoicing';
import { loadLicenceTokenConfig } from '@lic/server-licensing';
import { loadPaymentsConfig } from '@lic/server-payments';
import { loadWebhooksConfig } from '@lic/server-webhooks';
import { invoicingProductionEnv } from './invoicing-production-env';

/*
 * What a production start requires, taken from the configuration code itself: every reader that refuses to
 * start, a sample production environment they all accept, and the variables of it without which one of them
 * refuses and names the variable. README's "Required variables" (required-variables.spec.ts) and the
 * Kubernetes manifests (kubernetes-manifests.spec.ts) are both held to it.
 */

/** Every configuration reader that refuses a production start it cannot serve. */
export const PRODUCTION_READERS: ReadonlyArray<[name: string, load: (env: NodeJS.ProcessEnv) => unknown]> = [
  ['kernel', loadAppConfig],
  ['licence tokens', loadLicenceTokenConfig],
  ['payments', loadPaymentsConfig],
  ['webhooks', loadWebhooksConfig],
  ['invoicing', loadInvoicingConfig],
];

/** A value each variable accepts, in the form the README states; with PAYMENT_GATEWAY=epayco and DIAN invoicing. */
export function productionSampleEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://licencias@db.internal:5432/licencias',
    JWT_SECRET: 'j'.repeat(40),
    LOGIN_PARAMETER_KEY: Buffer.alloc(32, 3).toString('base64'),
    LICENCE_TOKEN_KEY_SECRET: 'k'.repeat(40),
    WEBHOOK_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
    PAYMENT_GATEWAY: 'epayco',
    EPAYCO_CUSTOMER_ID: '12345',
    EPAYCO_P_KEY: 'clave-p-de-prueba',
    EPAYCO_CHECKOUT_URL: 'https://checkout.epayco.example/',
    ...invoicingProductionEnv(),
  };
}

/** What each reader refuses in `env` (empty: production starts). */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  return PRODUCTION_READERS.flatMap(([name, load]) => {
    try {
      load(env);
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}

/**
 * The variables production cannot start without: of the sample environment (which every reader accepts,
 * or this throws), those whose absence makes a reader refuse and name them. NODE_ENV is the mode itself.
 */
export function productionRequiredVariables(): string[] {
  const sample = productionSampleEnv();
  const problems = productionProblems(sample);
  if (problems.length > 0) throw new Error(`the sample production environment no longer starts:\n${problems.join('\n')}`);
  return Object.keys(sample).filter((name) => {
    if (name === 'NODE_ENV') return false;
    const env: NodeJS.ProcessEnv = { ...sample };
    delete env[name];
    return productionProblems(env).some((problem) => new RegExp(`\\b${name}\\b`).test(problem));
  });
}
