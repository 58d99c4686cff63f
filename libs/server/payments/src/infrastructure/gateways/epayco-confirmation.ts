import { epaycoOutcomeOf, amountInCents, readTestFlag } from '../../domain/gateway-answer';
import { fieldText } from '../../domain/confirmation-fields';
import { epaycoSignatureMatches, type EpaycoKeys } from '../../domain/epayco-signature';
import type { GatewayName } from '../../domain/payment-state';
import type { ConfirmationFields, ConfirmationReading } from '../../application/ports/payment-gateway.port';

/** The first of the names sent once with a non-blank text (a repeated field is no value). */
const text = (fields: ConfirmationFields, ...names: string[]): string | null => {
  for (const name of names) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
};

/**
 * A confirmation in ePayco's format (the sandbox posts the same): x_ref_payco, x_transaction_id, x_amount,
 * x_currency_code signed in x_signature; x_cod_response (or x_cod_transaction_state) the answer; x_id_invoice
 * our payment reference; x_extra1 our payment id; x_test_request TRUE for a test transaction (the sandbox
 * always sends it). Only the first four are signed: x_id_invoice and x_test_request are the sender's word,
 * which production checks against the gateway's own record (docs/decisions/0041).
 */
export function readEpaycoConfirmation(gateway: GatewayName, keys: EpaycoKeys, fields: ConfirmationFields): ConfirmationReading {
  const signed = {
    x_ref_payco: text(fields, 'x_ref_payco'),
    x_transaction_id: text(fields, 'x_transaction_id'),
    x_amount: text(fields, 'x_amount'),
    x_currency_code: text(fields, 'x_currency_code'),
  };
  if (!signed.x_ref_payco || !signed.x_transaction_id || !signed.x_amount || !signed.x_currency_code) {
    return { ok: false, reason: 'missing signed fields' };
  }
  const complete = signed as Record<keyof typeof signed, string>;
  if (!epaycoSignatureMatches(keys, complete, text(fields, 'x_signature'))) return { ok: false, reason: 'bad signature' };
  const paymentReference = text(fields, 'x_id_invoice', 'x_id_factura');
  if (!paymentReference) return { ok: false, reason: 'no x_id_invoice' };
  const cents = amountInCents(complete.x_amount);
  if (cents === null) return { ok: false, reason: `unreadable x_amount "${complete.x_amount}"` };
  const code = text(fields, 'x_cod_response', 'x_cod_transaction_state');
  const { outcome, known } = epaycoOutcomeOf(code);
  return {
    ok: true,
    paymentReference: paymentReference.toUpperCase(),
    paymentId: text(fields, 'x_extra1'),
    amountText: complete.x_amount,
    testFlagText: fieldText(fields, 'x_test_request'),
    answer: {
      gateway,
      transactionId: complete.x_transaction_id,
      gatewayReference: complete.x_ref_payco,
      outcome,
      responseCode: code,
      responseText: text(fields, 'x_response_reason_text', 'x_response'),
      amount: cents / 100,
      // As sent: a payment is in exactly COP, and `cop` is not that.
      currency: complete.x_currency_code,
      test: readTestFlag(Object.hasOwn(fields, 'x_test_request') ? fields.x_test_request : undefined),
      known,
    },
  };
}
