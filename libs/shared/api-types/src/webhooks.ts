// Signed webhooks for the apps (issue 16, part 4; docs/api/webhooks.md).

/** The events an app may subscribe a webhook to, in the order the back office lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'licence.issued',
  'licence.suspended',
  'licence.reactivated',
  'balance.low',
  'balance.exhausted',
  'contract.created',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Spanish labels of the events (back office checkboxes and delivery log). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'licence.issued': 'Licencia emitida',
  'licence.suspended': 'Licencia suspendida',
  'licence.reactivated': 'Licencia reactivada',
  'balance.low': 'Saldo bajo (85 %)',
  'balance.exhausted': 'Saldo agotado',
  'contract.created': 'Convenio creado',
};

/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Licencias-Signature';

/** A registered webhook as staff see it; never its secret. */
export interface WebhookView {
  id: string;
  appName: string;
  url: string;
  events: WebhookEventType[];
  /** false once disabled (it receives nothing more). */
  active: boolean;
  createdBy: string;
  createdOn: string;
  disabledOn: string | null;
  secretRotatedOn: string | null;
}

/** The answer of registering a webhook or rotating its secret: the secret, the only time it is shown. */
export interface WebhookSecretResult {
  id: string;
  secret: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One delivery of one event to one webhook, with its attempts so far. */
export interface WebhookDeliveryView {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: WebhookEventType;
  state: WebhookDeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdOn: string;
  lastAttemptOn: string | null;
  deliveredOn: string | null;
}

/** One POST of a delivery (the delivery log). */
export interface WebhookAttemptView {
  attemptedOn: string;
  statusCode: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  error: string | null;
}

/** The body of every webhook POST. */
export interface WebhookEventBody<TData = Record<string, unknown>> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: TData;
}

/** A delivery with its attempts, as the delivery log lists it. */
export interface WebhookDeliveryLogEntry extends WebhookDeliveryView {
  log: WebhookAttemptView[];
}
