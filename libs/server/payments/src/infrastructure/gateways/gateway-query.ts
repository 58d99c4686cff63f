import { GatewayUnavailableError } from '../../domain/payment.errors';
import type { ConfirmationFields } from '../../application/ports/payment-gateway.port';
import { confirmationFieldsOf } from '../../domain/confirmation-fields';

export const QUERY_TIMEOUT_MS = 10_000;

/** Top-level fields of an object, as a confirmation's (confirmationFieldsOf); null when it is no object. */
export function textFieldsOf(value: unknown): ConfirmationFields | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return confirmationFieldsOf(value);
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
