import { describe, expect, it } from '@jest/globals';
import { epaycoSignature } from '../../domain/epayco-signature';
import { readEpaycoConfirmation } from './epayco-confirmation';

const keys = { customerId: '900000001', key: 'llave' };

function confirmation(overrides: Record<string, string> = {}): Record<string, string> {
  const signed = { x_ref_payco: '55501', x_transaction_id: 'TX-1', x_amount: '150000.00', x_currency_code: 'COP' };
  return {
    ...signed,
    x_signature: epaycoSignature(keys, signed),
    x_id_invoice: 'lic-2026-000001',
    x_extra1: 'e2b6c1c4-86a1-4d1c-9a57-0d6f2f5f2a11',
    x_cod_response: '1',
    x_response: 'Aceptada',
    x_response_reason_text: '00-Aprobada',
    ...overrides,
  };
}

describe('reading an ePayco-format confirmation', () => {
  it('gives the verified answer: transaction, outcome, amount and the payment it is about', () => {
    expect(readEpaycoConfirmation('EPAYCO', keys, confirmation())).toEqual({
      ok: true,
      paymentReference: 'LIC-2026-000001',
      paymentId: 'e2b6c1c4-86a1-4d1c-9a57-0d6f2f5f2a11',
      amountText: '150000.00',
      testFlagText: null,
      answer: {
        gateway: 'EPAYCO',
        transactionId: 'TX-1',
        gatewayReference: '55501',
        outcome: 'APPROVED',
        responseCode: '1',
        responseText: '00-Aprobada',
        amount: 150000,
        currency: 'COP',
        test: null,
        known: true,
      },
    });
    const pending = readEpaycoConfirmation('SANDBOX', keys, confirmation({ x_cod_response: '', x_cod_transaction_state: '3' }));
    expect(pending.ok && pending.answer).toMatchObject({ gateway: 'SANDBOX', outcome: 'PENDING', responseCode: '3' });
    const test = readEpaycoConfirmation('EPAYCO', keys, confirmation({ x_test_request: 'TRUE' }));
    expect(test.ok && test.answer).toMatchObject({ outcome: 'APPROVED', test: true });
    const reversed = readEpaycoConfirmation('EPAYCO', keys, confirmation({ x_cod_response: '6' }));
    expect(reversed.ok && reversed.answer).toMatchObject({ outcome: 'REVERSED', known: true });
    const unknown = readEpaycoConfirmation('EPAYCO', keys, confirmation({ x_cod_response: '99' }));
    expect(unknown.ok && unknown.answer).toMatchObject({ outcome: 'PENDING', known: false, responseCode: '99' });
  });

  it('reads the unsigned test flag as sent: true, false, or null when unclear or repeated; a repeated signed field is missing', () => {
    const flag = (value: string | string[]) => {
      const read = readEpaycoConfirmation('EPAYCO', keys, { ...confirmation(), x_test_request: value });
      return read.ok ? [read.answer.test, read.testFlagText] : read;
    };
    expect(flag('FALSE')).toEqual([false, 'FALSE']);
    expect(flag('TRUE')).toEqual([true, 'TRUE']);
    expect(flag('SI')).toEqual([null, 'SI']);
    expect(flag(['TRUE', 'FALSE'])).toEqual([null, 'TRUE, FALSE']);
    expect(readEpaycoConfirmation('EPAYCO', keys, { ...confirmation(), x_amount: ['150000.00', '1.00'] })).toEqual({
      ok: false,
      reason: 'missing signed fields',
    });
    // The currency is read as sent: only exactly COP is a payment's.
    const lower = { x_ref_payco: '55501', x_transaction_id: 'TX-1', x_amount: '150000.00', x_currency_code: 'cop' };
    const read = readEpaycoConfirmation('EPAYCO', keys, confirmation({ ...lower, x_signature: epaycoSignature(keys, lower) }));
    expect(read.ok && read.answer.currency).toBe('cop');
  });

  it('refuses a signature that does not cover the fields sent, and missing signed fields', () => {
    expect(readEpaycoConfirmation('EPAYCO', keys, confirmation({ x_amount: '1.00' }))).toEqual({ ok: false, reason: 'bad signature' });
    expect(readEpaycoConfirmation('EPAYCO', { ...keys, key: 'otra' }, confirmation())).toEqual({ ok: false, reason: 'bad signature' });
    const { x_transaction_id: _omitted, ...missing } = confirmation();
    expect(readEpaycoConfirmation('EPAYCO', keys, missing)).toEqual({ ok: false, reason: 'missing signed fields' });
    expect(readEpaycoConfirmation('EPAYCO', keys, confirmation({ x_id_invoice: '' }))).toEqual({ ok: false, reason: 'no x_id_invoice' });
  });
});
