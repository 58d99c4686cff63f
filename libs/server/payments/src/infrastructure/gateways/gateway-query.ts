import { GatewayUnavailableError } from '../../domain/payment.errors';
import type { ConfirmationFields } from '../../application/ports/payment-gateway.port';

export const QUERY_TIMEOUT_MS = 10_000;

/** Top-level text, number and boolean fields of an object, as text (the shape of a confirmation). */
export function textFieldsOf(value: unknown): ConfirmationFields | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const fields: ConfirmationFields = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean') fields[name] = String(field);
  }
  return fields;
}

/**
 * GET a gateway's JSON: null on 404 (no such transaction), the body otherwise; GatewayUnavailableError when
 * it cannot be reached, times out, answers another error status or no JSON.
 */
export async function getGatewayJson(fetchImpl: typeof fetch, url: string, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
    });
  } catch {
    throw new GatewayUnavailableError();
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new GatewayUnavailableError();
  try {
    return await response.json();
  } catch {
    throw new GatewayUnavailableError();
  }
}
