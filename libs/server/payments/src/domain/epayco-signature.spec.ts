import { describe, expect, it } from '@jest/globals';
import { epaycoSignature, epaycoSignatureMatches } from './epayco-signature';

const keys = { customerId: '900000001', key: 'llave' };
const fields = { x_ref_payco: 'ref1', x_transaction_id: 'tx1', x_amount: '150000', x_currency_code: 'COP' };
// sha256('900000001^llave^ref1^tx1^150000^COP'), computed independently with `node -e`.
const EXPECTED = '828f600db760efb265c1e4d3069c87254f3171de43be3ce5f4cd5e498eed11c7';

describe('ePayco signature', () => {
  it('is sha256 of p_cust_id_cliente ^ p_key ^ x_ref_payco ^ x_transaction_id ^ x_amount ^ x_currency_code, in hex', () => {
    expect(epaycoSignature(keys, fields)).toBe(EXPECTED);
  });

  it('matches the sent x_signature in any case, and nothing else', () => {
    expect(epaycoSignatureMatches(keys, fields, EXPECTED)).toBe(true);
    expect(epaycoSignatureMatches(keys, fields, ` ${EXPECTED.toUpperCase()} `)).toBe(true);
    expect(epaycoSignatureMatches(keys, { ...fields, x_amount: '150000.00' }, EXPECTED)).toBe(false);
    expect(epaycoSignatureMatches(keys, { ...fields, x_transaction_id: 'tx2' }, EXPECTED)).toBe(false);
    expect(epaycoSignatureMatches({ ...keys, key: 'otra' }, fields, EXPECTED)).toBe(false);
    expect(epaycoSignatureMatches(keys, fields, EXPECTED.slice(1))).toBe(false);
    expect(epaycoSignatureMatches(keys, fields, 'z'.repeat(64))).toBe(false);
    expect(epaycoSignatureMatches(keys, fields, undefined)).toBe(false);
  });
});
