import { Injectable } from '@nestjs/common';
import { QueryOrder } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HeldConfirmation } from '../../domain/held-confirmation.entity';
import type { Payment } from '../../domain/payment.entity';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import type { VerifiedReading } from './gateway-answer-applier';

export type HoldSettlement = 'APPLIED' | 'REFUSED' | 'NOT_CONFIRMED';

/** The confirmations kept in production while their gateway's record could not be read (HeldConfirmation). */
@Injectable()
export class HeldConfirmations {
  constructor(private readonly em: EntityManager) {}

  /**
   * Keeps a confirmation to be checked again; the same transaction of the same payment is kept once (sent again
   * while still unchecked, or again after it was settled: open again).
   */
  async hold(
    payment: Payment,
    gateway: PaymentGateway,
    reading: VerifiedReading,
    fields: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    const hold = new HeldConfirmation();
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into payments.held_confirmation
           (id, payment_id, gateway, transaction_id, gateway_reference, response_code, fields, received_on)
         values (?, ?, ?, ?, ?, ?, cast(? as jsonb), ?)
         on conflict (payment_id, gateway, transaction_id)
         do update set settled_on = null, settlement = null, gateway_reference = excluded.gateway_reference`,
        [
          hold.id,
          payment.id,
          gateway.name,
          reading.answer.transactionId.slice(0, 100),
          reading.answer.gatewayReference?.slice(0, 100) ?? null,
          reading.answer.responseCode?.slice(0, 10) ?? null,
          JSON.stringify(fields),
          at,
        ],
      );
  }

  /** Open holds, the least recently checked first. */
  open(em: EntityManager, limit: number): Promise<HeldConfirmation[]> {
    return em.find(
      HeldConfirmation,
      { settledOn: null },
      { orderBy: { lastCheckedOn: QueryOrder.ASC_NULLS_FIRST, receivedOn: QueryOrder.ASC }, limit },
    );
  }

  async checked(em: EntityManager, hold: HeldConfirmation, at: Date, settlement: HoldSettlement | null): Promise<void> {
    await em.nativeUpdate(HeldConfirmation, { id: hold.id }, { lastCheckedOn: at, ...(settlement ? { settledOn: at, settlement } : {}) });
  }
}
