import { withinDeadline } from '@lic/server-kernel';
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
  const NOT_FOUND = Symbol('404');
  let answer: unknown;
  try {
    // The body is read within the same deadline; its timer is cleared as soon as the answer is in (decision 0071).
    answer = await withinDeadline(QUERY_TIMEOUT_MS, async (signal) => {
      const response = await fetchImpl(url, { method: 'GET', headers: { Accept: 'application/json', ...headers }, signal });
      if (response.status === 404) return NOT_FOUND;
      if (!response.ok) throw new GatewayUnavailableError();
      return response.json();
    });
  } catch {
    throw new GatewayUnavailableError();
  }
  return answer === NOT_FOUND ? null : answer;
}
