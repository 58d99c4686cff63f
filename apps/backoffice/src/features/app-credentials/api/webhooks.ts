import type {
  ResultEnvelope,
  WebhookDeliveryLogEntry,
  WebhookDeliveryView,
  WebhookEventType,
  WebhookSecretResult,
  WebhookView,
} from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

const BASE = '/license/api/webhooks';
const id = (value: string) => encodeURIComponent(value);

/** The webhooks of one app, disabled ones too, newest first (never the secret). */
export async function listWebhooks(client: ApiClient, appName: string, signal?: AbortSignal): Promise<WebhookView[]> {
  const answer = await client.get<ResultEnvelope<{ records: WebhookView[] }>>(`${BASE}?appName=${id(appName)}`, { signal });
  return answer.result.records ?? [];
}

export function useWebhooks(appName: string) {
  const { client } = useBackoffice();
  return useRemote([client, appName], (signal) => listWebhooks(client, appName, signal));
}

/** A new webhook; the answer carries its signing secret, the only time it is shown. */
export async function registerWebhook(
  client: ApiClient,
  request: { appName: string; url: string; events: WebhookEventType[] },
): Promise<WebhookSecretResult> {
  return (await client.post<ResultEnvelope<WebhookSecretResult>>(BASE, request)).result;
}

export async function disableWebhook(client: ApiClient, webhookId: string): Promise<WebhookView> {
  return (await client.post<ResultEnvelope<{ records: WebhookView }>>(`${BASE}/${id(webhookId)}/disable`)).result.records;
}

/** A new signing secret, shown once; the replaced one keeps signing beside it for graceSeconds. */
export async function rotateWebhookSecret(client: ApiClient, webhookId: string, graceSeconds: number): Promise<WebhookSecretResult> {
  return (await client.post<ResultEnvelope<WebhookSecretResult>>(`${BASE}/${id(webhookId)}/rotate-secret`, { graceSeconds })).result;
}

/** "Enviar evento de prueba": a signed ping, logged as any delivery. */
export async function sendWebhookTestEvent(client: ApiClient, webhookId: string): Promise<WebhookDeliveryView> {
  return (await client.post<ResultEnvelope<{ records: WebhookDeliveryView }>>(`${BASE}/${id(webhookId)}/test`)).result.records;
}

/** The latest deliveries of a webhook, newest first, each with its attempts. */
export async function listWebhookDeliveries(
  client: ApiClient,
  webhookId: string,
  signal?: AbortSignal,
): Promise<WebhookDeliveryLogEntry[]> {
  const answer = await client.get<ResultEnvelope<{ records: WebhookDeliveryLogEntry[] }>>(`${BASE}/${id(webhookId)}/deliveries`, {
    signal,
  });
  return answer.result.records ?? [];
}

/** The delivery log of the webhook being looked at; nothing while none is. */
export function useWebhookDeliveries(webhookId: string | null) {
  const { client } = useBackoffice();
  return useRemote([client, webhookId], (signal) => listWebhookDeliveries(client, webhookId ?? '', signal), {
    enabled: webhookId !== null,
  });
}

/** Sends a delivery again: the same event id and body, a new signature. */
export async function replayWebhookDelivery(client: ApiClient, deliveryId: string): Promise<WebhookDeliveryView> {
  return (await client.post<ResultEnvelope<{ records: WebhookDeliveryView }>>(`${BASE}/deliveries/${id(deliveryId)}/replay`)).result
    .records;
}
