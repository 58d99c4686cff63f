import { Injectable, Logger } from '@nestjs/common';
import type { Payment } from '../../domain/payment.entity';
import type { PaymentGateway, TransactionLookup } from '../ports/payment-gateway.port';
import type { VerifiedReading } from './gateway-answer-applier';

/** What the gateway's own record of a transaction says, as far as it could be read. */
export type GatewayRecord =
  | { kind: 'found'; reading: VerifiedReading }
  /** The gateway knows no such transaction (yet). */
  | { kind: 'not-found' }
  /** It could not be asked: down, timing out, an error status, no JSON. */
  | { kind: 'unavailable'; why: string }
  /** It answered, but not a record we can trust (unsigned, incomplete). */
  | { kind: 'unreadable'; why: string };

/**
 * Asks a gateway server to server for its own record of a payment's transaction (its transaction query) and
 * reads it as a confirmation: signature and fields. The confirmation path in production and the reconciliation
 * job read records only through here.
 */
@Injectable()
export class GatewayRecords {
  private readonly logger = new Logger('PaymentConfirmation');

  async ask(gateway: PaymentGateway, payment: Payment, lookup: TransactionLookup): Promise<GatewayRecord> {
    const context = { gateway: gateway.name, payment: payment.id, invoice: payment.paymentReference, ref: lookup.gatewayReference };
    let answer;
    try {
      answer = await gateway.queryTransaction(payment, lookup);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.logger.warn({ ...context, error: why }, 'gateway query failed');
      return { kind: 'unavailable', why };
    }
    if (!answer.found) return { kind: 'not-found' };
    const reading = gateway.readConfirmation(answer.fields);
    if (!reading.ok) {
      this.logger.warn({ ...context, reason: reading.reason }, 'gateway query answer refused');
      return { kind: 'unreadable', why: reading.reason };
    }
    return { kind: 'found', reading };
  }
}
