import { readFileSync } from 'node:fs';
import type { DianEnvironment } from '../domain/document-key';
import type { InvoiceIssuer } from './ubl/ubl-document';

export const INVOICING_CONFIG = Symbol('INVOICING_CONFIG');

export type InvoicingProviderName = 'local' | 'dian';

export interface DianProviderConfig {
  /** DIAN's web service: habilitación (test set) or production. */
  url: string;
  /** The test set id DIAN gave for habilitación; null in production (SendBillSync). */
  testSetId: string | null;
  /** The company's certificate (PKCS#12) and its password. */
  certificateP12: Buffer;
  certificatePassword: string;
  timeoutMs: number;
}

/** Electronic invoicing (docs/api/invoicing.md, "Configuración"; decision 0049). */
export interface InvoicingConfig {
  provider: InvoicingProviderName;
  issuer: InvoiceIssuer;
  /** INVOICING_SECRET_KEY: 32 bytes (base64) that seal the resolutions' technical keys. */
  secretKey: Buffer;
  /**
   * INVOICING_SECRET_KEY_PREVIOUS: the key(s) before a rotation (comma-separated, 32 bytes base64 each). Keys
   * sealed with one of them still open, and the re-sealing job seals them again with secretKey (decision 0067).
   */
  previousSecretKeys: Buffer[];
  creditNotePrefix: string;
  /** Validate every document against the schemas before storing it (on by default; tests of volume turn it off). */
  validateSchemas: boolean;
  dian: DianProviderConfig | null;
}

const DEV_SECRET_KEY = Buffer.alloc(32, 23).toString('base64');

/** The development issuer: a test NIT and software, DIAN's test environment. */
const DEV_ISSUER: InvoiceIssuer = {
  nit: '900000001',
  checkDigit: '9',
  legalName: 'Tienda de Licencias S.A.S.',
  taxLevelCode: 'O-13',
  address: 'Calle 100 # 8A-55',
  cityCode: '11001',
  cityName: 'Bogotá, D.C.',
  departmentCode: '11',
  departmentName: 'Bogotá',
  email: 'facturacion@licencias.localhost',
  softwareId: 'software-de-desarrollo',
  softwarePin: '12345',
  providerNit: '900000001',
  environment: 2,
};

/**
 * Reads the invoicing variables once at start. Production refuses the `local` adapter (it sends nothing to
 * DIAN) as payments refuses the sandbox: INVOICING_PROVIDER=dian with its certificate and software is required.
 */
export function loadInvoicingConfig(env: NodeJS.ProcessEnv = process.env): InvoicingConfig {
  const production = (env.NODE_ENV ?? 'development') === 'production';
  const problems: string[] = [];
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const provider = (value('INVOICING_PROVIDER') ?? (production ? '' : 'local')) as InvoicingProviderName;
  if (provider !== 'local' && provider !== 'dian') problems.push('INVOICING_PROVIDER debe ser "dian" (o "local" fuera de producción).');
  if (production && provider === 'local')
    problems.push('En producción la facturación electrónica requiere INVOICING_PROVIDER=dian; el adaptador local no envía nada a la DIAN.');
  const secretKey = Buffer.from(value('INVOICING_SECRET_KEY') ?? (production ? '' : DEV_SECRET_KEY), 'base64');
  if (secretKey.length !== 32) problems.push('INVOICING_SECRET_KEY debe ser de 32 bytes en base64 (obligatoria en producción).');
  const previousSecretKeys = (value('INVOICING_SECRET_KEY_PREVIOUS') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => Buffer.from(key, 'base64'));
  if (previousSecretKeys.some((key) => key.length !== 32))
    problems.push(
      'INVOICING_SECRET_KEY_PREVIOUS debe ser una o más claves de 32 bytes en base64, separadas por comas (las claves anteriores).',
    );

  const issuerFields: Record<keyof Omit<InvoiceIssuer, 'environment'>, string> = {
    nit: 'INVOICING_ISSUER_NIT',
    checkDigit: 'INVOICING_ISSUER_CHECK_DIGIT',
    legalName: 'INVOICING_ISSUER_NAME',
    taxLevelCode: 'INVOICING_ISSUER_TAX_LEVEL',
    address: 'INVOICING_ISSUER_ADDRESS',
    cityCode: 'INVOICING_ISSUER_CITY_CODE',
    cityName: 'INVOICING_ISSUER_CITY_NAME',
    departmentCode: 'INVOICING_ISSUER_DEPARTMENT_CODE',
    departmentName: 'INVOICING_ISSUER_DEPARTMENT_NAME',
    email: 'INVOICING_ISSUER_EMAIL',
    softwareId: 'INVOICING_SOFTWARE_ID',
    softwarePin: 'INVOICING_SOFTWARE_PIN',
    providerNit: 'INVOICING_PROVIDER_NIT',
  };
  const issuer = { ...DEV_ISSUER };
  for (const [key, name] of Object.entries(issuerFields) as [keyof typeof issuerFields, string][]) {
    const read = value(name);
    if (read) issuer[key] = read;
    else if (provider === 'dian') problems.push(`Falta ${name} para facturar con la DIAN.`);
  }
  const environment = value('INVOICING_ENVIRONMENT') ?? (provider === 'dian' ? '' : '2');
  if (environment !== '1' && environment !== '2') problems.push('INVOICING_ENVIRONMENT debe ser 1 (producción) o 2 (pruebas).');
  issuer.environment = (environment === '1' ? 1 : 2) as DianEnvironment;

  let dian: DianProviderConfig | null = null;
  if (provider === 'dian') {
    const url = value('INVOICING_DIAN_URL');
    const p12 = value('INVOICING_CERTIFICATE_P12');
    const password = value('INVOICING_CERTIFICATE_PASSWORD');
    if (!url) problems.push('Falta INVOICING_DIAN_URL (servicio web de la DIAN).');
    if (!p12 || !password) problems.push('Faltan INVOICING_CERTIFICATE_P12 e INVOICING_CERTIFICATE_PASSWORD (certificado de firma).');
    let certificateP12 = Buffer.alloc(0);
    if (p12) {
      try {
        certificateP12 = p12.startsWith('/') ? readFileSync(p12) : Buffer.from(p12, 'base64');
      } catch {
        problems.push('No se pudo leer INVOICING_CERTIFICATE_P12.');
      }
    }
    dian = {
      url: url ?? '',
      testSetId: value('INVOICING_DIAN_TEST_SET_ID') ?? null,
      certificateP12,
      certificatePassword: password ?? '',
      timeoutMs: Number(value('INVOICING_DIAN_TIMEOUT_MS') ?? 30_000),
    };
  }
  if (problems.length > 0) throw new Error(`Configuración de facturación electrónica inválida:\n- ${problems.join('\n- ')}`);
  return {
    provider,
    issuer,
    secretKey,
    previousSecretKeys,
    creditNotePrefix: value('INVOICING_CREDIT_NOTE_PREFIX') ?? 'NC',
    validateSchemas: value('INVOICING_VALIDATE_SCHEMAS') !== 'false',
    dian,
  };
}
