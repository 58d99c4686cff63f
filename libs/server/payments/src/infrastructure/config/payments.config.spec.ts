import { describe, expect, it } from '@jest/globals';
import { loadPaymentsConfig, SANDBOX_DEFAULT_KEYS } from './payments.config';

const EPAYCO = { EPAYCO_CUSTOMER_ID: '12345', EPAYCO_P_KEY: 'p-key', EPAYCO_CHECKOUT_URL: 'https://pagos.ejemplo.co/epayco' };
const PAT = { PAGUEATIEMPO_FORM_URL: 'https://api.pagueatiempo.co/form', PAGUEATIEMPO_API_KEY: 'api', PAGUEATIEMPO_SECRET: 'secreto' };

describe('payments configuration', () => {
  it('defaults to the sandbox with its test keys', () => {
    expect(loadPaymentsConfig({})).toEqual({
      gateway: 'SANDBOX',
      sandbox: SANDBOX_DEFAULT_KEYS,
      epayco: null,
      pagueATiempo: null,
      acceptTestTransactions: true,
      confirmThroughGatewayRecord: false,
      reconcilePendingAfterMinutes: 30,
    });
    expect(loadPaymentsConfig({ PAYMENT_GATEWAY: 'Sandbox', PAYMENT_SANDBOX_CUSTOMER_ID: '1', PAYMENT_SANDBOX_KEY: 'k' }).sandbox).toEqual({
      customerId: '1',
      key: 'k',
    });
  });

  it('selects ePayco or PagueATiempo only with all their keys', () => {
    expect(loadPaymentsConfig({ PAYMENT_GATEWAY: 'epayco', ...EPAYCO })).toMatchObject({
      gateway: 'EPAYCO',
      epayco: { customerId: '12345', key: 'p-key', checkoutUrl: 'https://pagos.ejemplo.co/epayco' },
    });
    expect(loadPaymentsConfig({ PAYMENT_GATEWAY: 'pagueatiempo', ...PAT })).toMatchObject({
      gateway: 'PAGUEATIEMPO',
      pagueATiempo: { apiKey: 'api' },
    });
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'epayco' })).toThrow(
      'PAYMENT_GATEWAY=epayco requiere EPAYCO_CUSTOMER_ID, EPAYCO_P_KEY y EPAYCO_CHECKOUT_URL.',
    );
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'pagueatiempo' })).toThrow('PAYMENT_GATEWAY=pagueatiempo requiere');
  });

  it('keeps a configured real gateway for its confirmations while the sandbox is selected', () => {
    expect(loadPaymentsConfig({ ...EPAYCO })).toMatchObject({ gateway: 'SANDBOX', epayco: { customerId: '12345' } });
  });

  it('refuses keys given in part, unknown gateways and plain http URLs, in Spanish', () => {
    expect(() => loadPaymentsConfig({ EPAYCO_CUSTOMER_ID: '1' })).toThrow(
      'La configuración de ePayco está incompleta: falta EPAYCO_P_KEY, EPAYCO_CHECKOUT_URL.',
    );
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(
      'PAYMENT_GATEWAY debe ser sandbox, epayco o pagueatiempo (se recibió "paypal").',
    );
    expect(() => loadPaymentsConfig({ ...EPAYCO, EPAYCO_CHECKOUT_URL: 'http://pagos.ejemplo.co' })).toThrow(
      'EPAYCO_CHECKOUT_URL debe ser una URL https (o http de localhost).',
    );
    expect(() => loadPaymentsConfig({ PAYMENT_SANDBOX_KEY: 'k' })).toThrow('Configuración de pagos inválida');
  });

  it('refuses to start production without a real gateway, naming PAYMENT_GATEWAY; production never counts test transactions', () => {
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_GATEWAY es obligatorio en producción/);
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_GATEWAY=sandbox no se admite en producción/,
    );
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'epayco' })).toThrow('PAYMENT_GATEWAY=epayco requiere');
    expect(loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'epayco', ...EPAYCO })).toMatchObject({
      gateway: 'EPAYCO',
      acceptTestTransactions: false,
      confirmThroughGatewayRecord: true,
      epayco: { queryUrl: 'https://secure.epayco.co/validation/v1/reference' },
    });
    // PagueATiempo's HMAC leaves its test flag out: production needs its record, so its query.
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'pagueatiempo', ...PAT })).toThrow(
      'En producción PagueATiempo requiere PAGUEATIEMPO_QUERY_URL',
    );
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'epayco', ...EPAYCO, ...PAT })).toThrow(
      'En producción PagueATiempo requiere PAGUEATIEMPO_QUERY_URL',
    );
    expect(
      loadPaymentsConfig({
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'pagueatiempo',
        ...PAT,
        PAGUEATIEMPO_QUERY_URL: 'https://api.pagueatiempo.co/tx',
      }),
    ).toMatchObject({ confirmThroughGatewayRecord: true, pagueATiempo: { queryUrl: 'https://api.pagueatiempo.co/tx' } });
    expect(loadPaymentsConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'pagueatiempo', ...PAT })).toMatchObject({
      acceptTestTransactions: true,
      pagueATiempo: { queryUrl: null },
    });
  });

  it('reads the reconciliation threshold and the query URLs', () => {
    expect(
      loadPaymentsConfig({ RECONCILE_PENDING_AFTER_MINUTES: '15', ...PAT, PAGUEATIEMPO_QUERY_URL: 'https://api.pagueatiempo.co/tx' }),
    ).toMatchObject({ reconcilePendingAfterMinutes: 15, pagueATiempo: { queryUrl: 'https://api.pagueatiempo.co/tx' } });
    for (const bad of ['0', '-5', '1.5', 'media hora', '20000']) {
      expect(() => loadPaymentsConfig({ RECONCILE_PENDING_AFTER_MINUTES: bad })).toThrow('RECONCILE_PENDING_AFTER_MINUTES debe ser');
    }
    expect(() => loadPaymentsConfig({ ...EPAYCO, EPAYCO_QUERY_URL: 'http://epayco.co' })).toThrow(
      'EPAYCO_QUERY_URL debe ser una URL https',
    );
  });
});
