import type { AppCredentialView, CreatedAppCredential } from '@lic/shared-api-types';

export const credential = (number: number, overrides: Partial<AppCredentialView> = {}): AppCredentialView => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  appName: 'colfactura',
  clientId: `colfactura-client-${number}`,
  description: `Servidor ${number}`,
  createdBy: 'superadmin',
  createdOn: '2026-02-10T15:30:00Z',
  revokedOn: null,
  lastUsedOn: null,
  ...overrides,
});

export const createdCredential = (overrides: Partial<CreatedAppCredential> = {}): CreatedAppCredential => ({
  ...credential(9, { appName: 'firmaya', clientId: 'firmaya-client-9', description: 'Firmas (producción)' }),
  clientSecret: 's3cr3t-mostrado-una-vez',
  ...overrides,
});
