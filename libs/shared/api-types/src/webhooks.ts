// Signed webhooks for the apps (decision 0035; docs/api/webhooks.md).

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

/** The event "Enviar evento de prueba" sends (POST …/webhooks/{id}/test): every webhook gets it, subscribed or not. */
export const WEBHOOK_TEST_EVENT = 'ping';

/** What a delivery carries: a subscribable event, or the test event. */
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** Spanish label of every delivery's event type (the delivery log). */
export const WEBHOOK_DELIVERY_EVENT_LABELS: Record<WebhookDeliveryEventType, string> = {
  ...WEBHOOK_EVENT_LABELS,
  ping: 'Evento de prueba',
};

/** Rotating a secret: how long the replaced one keeps signing beside the new one, by default and at most. */
export const WEBHOOK_ROTATION_GRACE_SECONDS = 86_400;
export const WEBHOOK_ROTATION_GRACE_MAX_SECONDS = 7 * 86_400;

/**
 * The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with a
 * second v1 (the replaced secret's) while a rotation's grace lasts.
 */
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
  /** While a rotation's grace lasts, the replaced secret signs beside the new one until then; null otherwise. */
  previousSecretExpiresOn: string | null;
}

/** The answer of registering a webhook or rotating its secret: the secret, the only time it is shown. */
export interface WebhookSecretResult {
  id: string;
  secret: string;
  /** After a rotation: until when the replaced secret still signs beside this one (null: it stopped at once). */
  previousSecretExpiresOn?: string | null;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One delivery of one event to one webhook, with its attempts so far. */
export interface WebhookDeliveryView {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: WebhookDeliveryEventType;
  state: WebhookDeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  /** The first characters of the last answer's body (null without an answer). */
  lastResponseExcerpt: string | null;
  /** When the next POST is due while the delivery is pending (its first, or a retry's); null otherwise. */
  nextAttemptOn: string | null;
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
  type: WebhookDeliveryEventType;
  createdAt: string;
  data: TData;
}

/** A delivery with its attempts, as the delivery log lists it. */
export interface WebhookDeliveryLogEntry extends WebhookDeliveryView {
  log: WebhookAttemptView[];
}
