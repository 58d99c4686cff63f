import type { EpaycoKeys } from '../../domain/epayco-signature';
import { gatewayNamed, type GatewayName } from '../../domain/payment-state';

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

export interface EpaycoConfig extends EpaycoKeys {
  /** The payment page the browser is sent to with paymentId, signToken, docType and docNumber. */
  checkoutUrl: string;
  /** ePayco's transaction query (EPAYCO_QUERY_URL): GET {queryUrl}/{x_ref_payco}, or ?x_id_invoice= our reference. */
  queryUrl: string;
}

export interface PagueATiempoConfig {
  /** Where the payment form is posted; it answers the URL of the checkout. */
  formUrl: string;
  apiKey: string;
  /** Key of the HMAC-SHA256 that signs its confirmations. */
  secret: string;
  /** Its transaction query (PAGUEATIEMPO_QUERY_URL): GET {queryUrl}/{reference}; null = not reconciled. */
  queryUrl: string | null;
}

/** Gateways of online payments (docs/api/payments.md, "Configuración"). */
export interface PaymentsConfig {
  /** The gateway new online payments go to (PAYMENT_GATEWAY, sandbox by default). */
  gateway: GatewayName;
  /** The sandbox's own test keys: it signs its confirmations as ePayco does. */
  sandbox: EpaycoKeys;
  /** Null unless its keys are configured. */
  epayco: EpaycoConfig | null;
  pagueATiempo: PagueATiempoConfig | null;
  /** Test transactions (ePayco x_test_request) may decide a payment: outside production only. */
  acceptTestTransactions: boolean;
  /**
   * Production: a confirmation decides nothing by itself; the gateway's own record, asked for server to server
   * by the transaction's reference, decides (docs/decisions/0041).
   */
  confirmThroughGatewayRecord: boolean;
  /** The reconciliation job asks the gateway about online payments pending longer than this. */
  reconcilePendingAfterMinutes: number;
}

/** ePayco's transaction query ("validation" service), looked up by x_ref_payco. */
export const EPAYCO_DEFAULT_QUERY_URL = 'https://secure.epayco.co/validation/v1/reference';
export const RECONCILE_PENDING_AFTER_MINUTES_DEFAULT = 30;

/** Test keys of the sandbox when none are configured (they sign nothing real). */
export const SANDBOX_DEFAULT_KEYS: EpaycoKeys = { customerId: '900000001', key: 'llave-de-pruebas-del-sandbox' };

const HTTPS_URL = /^https:\/\/[^\s/]+(\/\S*)?$/i;
const LOCAL_HTTP_URL = /^http:\/\/(localhost|127\.0\.0\.1|[^\s/]+\.localhost)(:\d+)?(\/\S*)?$/i;

/**
 * Reads and checks the payment configuration once, when the API starts: a real gateway is selectable
 * only with all its keys, and keys given in part are refused. In production (NODE_ENV=production) a real
 * gateway is required: the sandbox, whose public test keys approve anything, does not exist there.
 * Messages are in Spanish for operators.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const url = (name: string): string | undefined => {
    const raw = value(name);
    if (raw && !HTTPS_URL.test(raw) && !LOCAL_HTTP_URL.test(raw)) problems.push(`${name} debe ser una URL https (o http de localhost).`);
    return raw;
  };
  /** A group of settings: all of them or none. */
  const group = <K extends string>(label: string, names: Record<K, string>, urls: string[] = []): Record<K, string> | null => {
    const read = Object.fromEntries(
      Object.entries<string>(names).map(([key, name]) => [key, urls.includes(key) ? url(name) : value(name)]),
    ) as Record<K, string | undefined>;
    const missing = Object.entries<string>(names)
      .filter(([key]) => read[key as K] === undefined)
      .map(([, name]) => name);
    if (missing.length === Object.keys(names).length) return null;
    if (missing.length > 0) {
      problems.push(`La configuración de ${label} está incompleta: falta ${missing.join(', ')}.`);
      return null;
    }
    return read as Record<K, string>;
  };

  const production = env.NODE_ENV === 'production';
  const selectedRaw = value('PAYMENT_GATEWAY') ?? (production ? undefined : 'sandbox');
  const gateway = gatewayNamed(selectedRaw);
  if (selectedRaw === undefined) {
    problems.push('PAYMENT_GATEWAY es obligatorio en producción: epayco o pagueatiempo (la pasarela de pruebas no existe en producción).');
  } else if (!gateway) {
    problems.push(`PAYMENT_GATEWAY debe ser sandbox, epayco o pagueatiempo (se recibió "${selectedRaw}").`);
  } else if (gateway === 'SANDBOX' && production) {
    problems.push(
      'PAYMENT_GATEWAY=sandbox no se admite en producción: configura epayco o pagueatiempo (la pasarela de pruebas aprobaría cualquier orden).',
    );
  }

  const sandboxKeys = group('la pasarela de pruebas', { customerId: 'PAYMENT_SANDBOX_CUSTOMER_ID', key: 'PAYMENT_SANDBOX_KEY' });
  const epayco = group('ePayco', { customerId: 'EPAYCO_CUSTOMER_ID', key: 'EPAYCO_P_KEY', checkoutUrl: 'EPAYCO_CHECKOUT_URL' }, [
    'checkoutUrl',
  ]);
  const pagueATiempo = group(
    'PagueATiempo',
    { formUrl: 'PAGUEATIEMPO_FORM_URL', apiKey: 'PAGUEATIEMPO_API_KEY', secret: 'PAGUEATIEMPO_SECRET' },
    ['formUrl'],
  );

  if (gateway === 'EPAYCO' && !epayco && !problems.some((p) => p.includes('ePayco'))) {
    problems.push('PAYMENT_GATEWAY=epayco requiere EPAYCO_CUSTOMER_ID, EPAYCO_P_KEY y EPAYCO_CHECKOUT_URL.');
  }
  if (gateway === 'PAGUEATIEMPO' && !pagueATiempo && !problems.some((p) => p.includes('PagueATiempo'))) {
    problems.push('PAYMENT_GATEWAY=pagueatiempo requiere PAGUEATIEMPO_FORM_URL, PAGUEATIEMPO_API_KEY y PAGUEATIEMPO_SECRET.');
  }
  const epaycoQueryUrl = url('EPAYCO_QUERY_URL') ?? EPAYCO_DEFAULT_QUERY_URL;
  const pagueATiempoQueryUrl = url('PAGUEATIEMPO_QUERY_URL') ?? null;
  if (production && pagueATiempo && !pagueATiempoQueryUrl) {
    problems.push(
      'En producción PagueATiempo requiere PAGUEATIEMPO_QUERY_URL: su firma no cubre el indicador de prueba, y solo el registro de la pasarela confirma un pago.',
    );
  }
  const minutesRaw = value('RECONCILE_PENDING_AFTER_MINUTES');
  const reconcilePendingAfterMinutes = minutesRaw === undefined ? RECONCILE_PENDING_AFTER_MINUTES_DEFAULT : Number(minutesRaw);
  if (!Number.isInteger(reconcilePendingAfterMinutes) || reconcilePendingAfterMinutes < 1 || reconcilePendingAfterMinutes > 10_080) {
    problems.push(`RECONCILE_PENDING_AFTER_MINUTES debe ser un número entero de minutos entre 1 y 10080 (se recibió "${minutesRaw}").`);
  }
  if (problems.length) throw new Error(`Configuración de pagos inválida:\n - ${problems.join('\n - ')}`);

  return {
    gateway: gateway as GatewayName,
    sandbox: sandboxKeys ?? SANDBOX_DEFAULT_KEYS,
    epayco: epayco ? { ...(epayco as Omit<EpaycoConfig, 'queryUrl'>), queryUrl: epaycoQueryUrl } : null,
    pagueATiempo: pagueATiempo ? { ...(pagueATiempo as Omit<PagueATiempoConfig, 'queryUrl'>), queryUrl: pagueATiempoQueryUrl } : null,
    acceptTestTransactions: !production,
    confirmThroughGatewayRecord: production,
    reconcilePendingAfterMinutes,
  };
}
