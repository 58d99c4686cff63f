import { createHmac, timingSafeEqual } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { withinDeadline } from '@lic/server-kernel';
import { fieldText } from '../../domain/confirmation-fields';
import { amountInCents, pagueATiempoOutcomeOf, readTestFlag } from '../../domain/gateway-answer';
import { GatewayUnavailableError } from '../../domain/payment.errors';
import type { Payment } from '../../domain/payment.entity';
import type {
  CheckoutContext,
  ConfirmationFields,
  ConfirmationReading,
  PaymentGateway,
  TransactionLookup,
  TransactionQueryAnswer,
} from '../../application/ports/payment-gateway.port';
import type { PagueATiempoConfig } from '../config/payments.config';
import { getGatewayJson, textFieldsOf } from './gateway-query';
import { gatewayAmount } from './sandbox.gateway';

const TIMEOUT_MS = 10_000;

/** hex HMAC-SHA256(secret, reference|transactionId|amount|currency|status). */
export function pagueATiempoSignature(
  secret: string,
  fields: Record<'reference' | 'transactionId' | 'amount' | 'currency' | 'status', string>,
): string {
  const text = [fields.reference, fields.transactionId, fields.amount, fields.currency, fields.status].join('|');
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/**
 * PagueATiempo (storefront.md §4): the payment form is posted to the gateway, which answers the URL the
 * browser goes to; its confirmations are signed with an HMAC of the shared secret. The field names follow
 * the integration agreed with the provider (docs/api/payments.md); only this file knows them. `test`
 * (true) marks a test transaction. The HMAC covers reference, transactionId, amount, currency and status
 * only: `test`, `paymentId`, `gatewayReference` and `message` are the sender's word, so production decides
 * on the gateway's own record (its query; docs/decisions/0041).
 */
export class PagueATiempoGateway implements PaymentGateway {
  readonly name = 'PAGUEATIEMPO' as const;
  private readonly logger = new Logger('PagueATiempo');

  constructor(
    private readonly config: PagueATiempoConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  paymentCode(): string | null {
    return null;
  }

  async checkoutUrl(payment: Payment, context: CheckoutContext): Promise<string> {
    const body = {
      reference: payment.paymentReference,
      paymentId: payment.id,
      amount: gatewayAmount(payment.amount),
      taxIva: gatewayAmount(payment.taxIva),
      currency: payment.currency,
      description: payment.lines
        .map((line) => `${line.quantity} x ${line.packageName}`)
        .join(', ')
        .slice(0, 250),
      buyer: {
        name: payment.customerName,
        documentType: payment.customerDocumentTypeId,
        documentNumber: payment.customerDocumentNumber,
        email: payment.customerEmail,
        phone: payment.customerCellphoneNumber ?? null,
      },
      returnUrl: context.statusUrl,
      confirmationUrl: context.confirmationUrl,
    };
    let answer: unknown;
    try {
      answer = await withinDeadline(TIMEOUT_MS, async (signal) => {
        const response = await this.fetchImpl(this.config.formUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${this.config.apiKey}` },
          body: JSON.stringify(body),
          signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      });
    } catch (error) {
      this.logger.error(
        { payment: payment.id, error: error instanceof Error ? error.message : String(error) },
        'payment form not accepted',
      );
      throw new GatewayUnavailableError();
    }
    const url = urlOf(answer);
    if (!url) {
      this.logger.error({ payment: payment.id }, 'payment form answered without a URL');
      throw new GatewayUnavailableError();
    }
    return url;
  }

  /**
   * Its transaction query (agreed integration): GET {PAGUEATIEMPO_QUERY_URL}/{reference} with the bearer key
   * answers the fields of a confirmation, signed alike. Without PAGUEATIEMPO_QUERY_URL nothing is asked.
   */
  async queryTransaction(payment: Payment, lookup: TransactionLookup): Promise<TransactionQueryAnswer> {
    if (!this.config.queryUrl) {
      this.logger.warn({ payment: payment.id }, 'PAGUEATIEMPO_QUERY_URL is not set: pending payment not reconciled');
      return { found: false };
    }
    const url = `${this.config.queryUrl.replace(/\/+$/, '')}/${encodeURIComponent(lookup.paymentReference)}`;
    const body = await getGatewayJson(this.fetchImpl, url, { Authorization: `Bearer ${this.config.apiKey}` });
    const fields = body === null ? null : textFieldsOf(pagueATiempoTransactionOf(body));
    return fields && Object.keys(fields).length > 0 ? { found: true, fields } : { found: false };
  }

  readConfirmation(fields: ConfirmationFields): ConfirmationReading {
    // A field sent more than once is no value.
    const read = (name: string): string => {
      const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
      return typeof value === 'string' ? value.trim() : '';
    };
    const signed = {
      reference: read('reference'),
      transactionId: read('transactionId'),
      amount: read('amount'),
      currency: read('currency'),
      status: read('status'),
    };
    if (Object.values(signed).some((value) => value === '')) return { ok: false, reason: 'missing signed fields' };
    const sent = read('signature').toLowerCase();
    const expected = pagueATiempoSignature(this.config.secret, signed);
    if (!/^[0-9a-f]{64}$/.test(sent) || !timingSafeEqual(Buffer.from(sent, 'hex'), Buffer.from(expected, 'hex'))) {
      return { ok: false, reason: 'bad signature' };
    }
    const cents = amountInCents(signed.amount);
    if (cents === null) return { ok: false, reason: `unreadable amount "${signed.amount}"` };
    const { outcome, known } = pagueATiempoOutcomeOf(signed.status);
    return {
      ok: true,
      paymentReference: signed.reference.toUpperCase(),
      paymentId: read('paymentId') || null,
      amountText: signed.amount,
      testFlagText: fieldText(fields, 'test'),
      answer: {
        gateway: this.name,
        transactionId: signed.transactionId,
        gatewayReference: read('gatewayReference') || null,
        outcome,
        responseCode: signed.status.toUpperCase(),
        responseText: read('message') || null,
        amount: cents / 100,
        currency: signed.currency,
        test: readTestFlag(Object.hasOwn(fields, 'test') ? fields.test : undefined),
        known,
      },
    };
  }
}

/** PagueATiempo's payments answered by its query: `{ result: {…} }`, `{ data: {…} }` or the fields themselves. */
function pagueATiempoTransactionOf(body: unknown): unknown {
  const record = (body ?? {}) as { result?: unknown; data?: unknown };
  return record.result ?? record.data ?? body;
}

/** The checkout URL of the gateway's answer: `url`, `result.url` or `data.url`, https only. */
function urlOf(answer: unknown): string | null {
  const record = (answer ?? {}) as { url?: unknown; result?: { url?: unknown }; data?: { url?: unknown } };
  const url = record.url ?? record.result?.url ?? record.data?.url;
  return typeof url === 'string' && /^https:\/\//i.test(url) ? url : null;
}
