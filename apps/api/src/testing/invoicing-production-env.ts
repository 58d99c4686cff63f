import { randomBytes } from 'node:crypto';

/**
 * The electronic invoicing variables a production start requires (INVOICING_PROVIDER=dian and its data), for
 * the tests that boot the API with NODE_ENV=production. The certificate is read only when a document is
 * signed, which these tests never reach; the DIAN URL answers nothing.
 */
export function invoicingProductionEnv(): Record<string, string> {
  return {
    INVOICING_PROVIDER: 'dian',
    INVOICING_SECRET_KEY: randomBytes(32).toString('base64'),
    INVOICING_ENVIRONMENT: '2',
    INVOICING_ISSUER_NIT: '900000001',
    INVOICING_ISSUER_CHECK_DIGIT: '9',
    INVOICING_ISSUER_NAME: 'Tienda de Licencias S.A.S.',
    INVOICING_ISSUER_TAX_LEVEL: 'O-13',
    INVOICING_ISSUER_ADDRESS: 'Calle 100 # 8A-55',
    INVOICING_ISSUER_CITY_CODE: '11001',
    INVOICING_ISSUER_CITY_NAME: 'Bogotá, D.C.',
    INVOICING_ISSUER_DEPARTMENT_CODE: '11',
    INVOICING_ISSUER_DEPARTMENT_NAME: 'Bogotá',
    INVOICING_ISSUER_EMAIL: 'facturacion@licencias.example',
    INVOICING_SOFTWARE_ID: 'software-de-pruebas',
    INVOICING_SOFTWARE_PIN: '12345',
    INVOICING_PROVIDER_NIT: '900000001',
    INVOICING_DIAN_URL: 'http://127.0.0.1:9/WcfDianCustomerServices.svc',
    INVOICING_CERTIFICATE_P12: Buffer.from('sin-certificado').toString('base64'),
    INVOICING_CERTIFICATE_PASSWORD: 'sin-clave',
  };
}
