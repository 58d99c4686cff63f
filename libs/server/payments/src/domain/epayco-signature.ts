import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields ePayco (and the sandbox) sign a confirmation with. */
export interface EpaycoSignedFields {
  x_ref_payco: string;
  x_transaction_id: string;
  x_amount: string;
  x_currency_code: string;
}

export interface EpaycoKeys {
  /** p_cust_id_cliente */
  customerId: string;
  /** p_key */
  key: string;
}

/** sha256(p_cust_id_cliente ^ p_key ^ x_ref_payco ^ x_transaction_id ^ x_amount ^ x_currency_code), hex. */
export function epaycoSignature(keys: EpaycoKeys, fields: EpaycoSignedFields): string {
  const text = [keys.customerId, keys.key, fields.x_ref_payco, fields.x_transaction_id, fields.x_amount, fields.x_currency_code].join('^');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Constant-time comparison of the sent x_signature (hex, any case) with the expected one. */
export function epaycoSignatureMatches(keys: EpaycoKeys, fields: EpaycoSignedFields, signature: string | undefined | null): boolean {
  const sent = (signature ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(sent)) return false;
  return timingSafeEqual(Buffer.from(sent, 'hex'), Buffer.from(epaycoSignature(keys, fields), 'hex'));
}
