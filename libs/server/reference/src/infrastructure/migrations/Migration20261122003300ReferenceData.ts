import { Migration } from '@mikro-orm/migrations';

// The reference data of the suite as it was first published (docs/api/reference.md explains each list).
// A later change to this data is a new migration, never an edit of this one.

const DOCUMENT_TYPES: [id: number, code: string, description: string, dianCode: number, countries: string[]][] = [
  [1, 'CC', 'Cédula de ciudadanía', 13, ['CO']],
  [2, 'CE', 'Cédula de extranjería', 22, ['CO']],
  [4, 'NIT', 'NIT', 31, ['CO']],
  [6, 'PA', 'Pasaporte', 41, []],
  [10, 'NUIP', 'Número único de identificación personal', 91, ['CO']],
  [13, 'PEP', 'Permiso especial de permanencia', 47, ['CO']],
];

const DOCUMENT_TYPES_BY_APP: Record<string, string[]> = {
  colfactura: ['CC', 'CE', 'NIT', 'PA'],
  colnomina: ['CC', 'CE', 'NIT', 'PA'],
  firmaya: ['CC', 'CE', 'NIT', 'PA'],
  firmamail: ['CC', 'CE', 'NIT', 'PA'],
  boveda: ['CC', 'CE', 'NIT', 'PA', 'NUIP'],
  bemyself: ['CC', 'CE', 'NIT', 'PA', 'NUIP'],
  license: ['CC', 'CE', 'NIT', 'PA'],
};

const BLOCKED_EMAIL_DOMAINS = [
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'throwawaymail.com',
  'trashmail.com',
  'getnada.com',
  'maildrop.cc',
  'dispostable.com',
  'fakeinbox.com',
  'mailnesia.com',
  'mintemail.com',
  'emailondeck.com',
  'mohmal.com',
  'burnermail.io',
  'spamgourmet.com',
  'mytemp.email',
];

const REJECT_TYPES: [number, string][] = [
  [1, 'Comprobante ilegible'],
  [2, 'Valor no coincide'],
  [3, 'Comprobante duplicado'],
  [4, 'Referencia de pago no coincide'],
  [5, 'Pago no reflejado en la cuenta bancaria'],
  [6, 'El archivo no es un comprobante de pago'],
  [7, 'Otro motivo'],
];

const SERVICE_TYPES: [number, string, string][] = [
  [1, 'FACTURACION_ELECTRONICA', 'Facturación electrónica'],
  [2, 'NOMINA_ELECTRONICA', 'Nómina electrónica'],
  [3, 'FIRMA_ELECTRONICA', 'Firma electrónica'],
  [4, 'FIRMA_CORREO', 'Firma de correo'],
  [5, 'ALMACENAMIENTO_SEGURO', 'Almacenamiento seguro'],
  [6, 'IDENTIDAD_DIGITAL', 'Identidad digital'],
];

const FEATURE_CATEGORY_TYPES: [string, string][] = [
  ['F', 'Funcionalidad Sistema'],
  ['T', 'Transaccionalidad'],
];

const BRAND_SITES: Record<string, string> = {
  colfactura: 'colfactura.com',
  colnomina: 'colnomina.com',
  firmaya: 'firmaya.com',
  firmamail: 'firmamail.com',
  boveda: 'boveda.com.co',
  bemyself: 'bemyself.com.co',
  license: 'licencias.com.co',
};

/** Apps whose prices exclude the integration service (storefront.md §2, cart modal note). */
const INTEGRATION_SERVICE_APPS = new Set(['colfactura', 'colnomina']);
/** bemyself hides "Pago en efectivo" (storefront.md §2). */
const NO_CASH_PAYMENT_APPS = new Set(['bemyself']);

type ParameterRow = [appName: string, parameterType: string, parameterCode: string, type: string, value: unknown];

function brandParameters(appName: string, site: string): ParameterRow[] {
  const home = `https://www.${site}`;
  const info = (code: string, type: string, value: unknown): ParameterRow => [appName, 'APP_INFO', code, type, value];
  const flag = (code: string, type: string, value: unknown): ParameterRow => [appName, 'APP_PARAMETERS', code, type, value];
  return [
    info('urlPersonalDataTreatmentPolicy', 'string', `${home}/politica-de-tratamiento-de-datos-personales`),
    info('urlTermsAndConditions', 'string', `${home}/terminos-y-condiciones`),
    info('urlSecutityLogin', 'string', '/login'),
    info('urlLandingPage', 'string', home),
    info('userActivateTokenTime', 'number', 24),
    info('contactEmailLabel', 'string', `soporte@${site}`),
    info('contactPhoneLabel', 'string', '(601) 743 5000'),
    info('contactScheduleLabel', 'string', 'Lunes a viernes de 8:00 a.m. a 6:00 p.m.'),
    flag('paymentCashApply', 'boolean', !NO_CASH_PAYMENT_APPS.has(appName)),
    flag('integrationServiceApply', 'boolean', INTEGRATION_SERVICE_APPS.has(appName)),
    flag('promotionCodeApply', 'boolean', true),
    flag('planFeaturesview', 'boolean', true),
    flag('urlsFromBack', 'boolean', true),
    flag('paymentStatusCountdownSeconds', 'number', 10),
  ];
}

const PARAMETERS: ParameterRow[] = [
  ...Object.entries(BRAND_SITES).flatMap(([appName, site]) => brandParameters(appName, site)),
  ['license', 'CATALOGUE', 'PackageTax', 'number', 19],
];

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export class Migration20261122003300ReferenceData extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "reference"."document_type" ("id", "code", "description", "dian_code", "countries") values ${DOCUMENT_TYPES.map(
        ([id, code, description, dianCode, countries]) =>
          `(${id}, ${text(code)}, ${text(description)}, ${dianCode}, ${text(JSON.stringify(countries))}::jsonb)`,
      ).join(', ')};`,
    );
    const allowlist = Object.entries(DOCUMENT_TYPES_BY_APP).flatMap(([appName, codes]) =>
      codes.map((code) => {
        const type = DOCUMENT_TYPES.find((entry) => entry[1] === code);
        if (!type) throw new Error(`Unknown document type ${code}`);
        return `(${text(appName)}, ${type[0]})`;
      }),
    );
    this.addSql(`insert into "reference"."app_document_type" ("app_name", "document_type_id") values ${allowlist.join(', ')};`);
    this.addSql(
      `insert into "reference"."blocked_email_domain" ("domain") values ${BLOCKED_EMAIL_DOMAINS.map((d) => `(${text(d)})`).join(', ')};`,
    );
    this.addSql(
      `insert into "reference"."reject_type" ("id", "reject_type_description") values ${REJECT_TYPES.map(([id, d]) => `(${id}, ${text(d)})`).join(', ')};`,
    );
    this.addSql(
      `insert into "reference"."service_type" ("id", "code", "name") values ${SERVICE_TYPES.map(([id, code, name]) => `(${id}, ${text(code)}, ${text(name)})`).join(', ')};`,
    );
    this.addSql(
      `insert into "reference"."feature_category_type" ("code", "name") values ${FEATURE_CATEGORY_TYPES.map(([code, name]) => `(${text(code)}, ${text(name)})`).join(', ')};`,
    );
    this.addSql(
      `insert into "reference"."parameter" ("app_name", "parameter_type", "parameter_code", "parameter_value") values ${PARAMETERS.map(
        ([appName, parameterType, code, type, value]) =>
          `(${text(appName)}, ${text(parameterType)}, ${text(code)}, ${text(JSON.stringify({ type, value }))})`,
      ).join(', ')};`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'parameter',
      'feature_category_type',
      'service_type',
      'reject_type',
      'blocked_email_domain',
      'app_document_type',
      'document_type',
    ]) {
      this.addSql(`delete from "reference"."${table}";`);
    }
  }
}
