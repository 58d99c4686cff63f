import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '../../application/ports/payment-gateway.port';
import type { GatewayName } from '../../domain/payment-state';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments.config';
import { EpaycoGateway } from './epayco.gateway';
import { PagueATiempoGateway } from './pague-a-tiempo.gateway';
import { SandboxGateway } from './sandbox.gateway';
import { SandboxTransaction } from './sandbox-transaction.entity';

/**
 * The gateways this API can talk to: the selected one (PAYMENT_GATEWAY) for new payments, plus every real
 * gateway whose keys are configured, so confirmations of payments opened before a switch still arrive.
 * The sandbox is enabled only while it is the selected gateway, and it cannot be selected in production
 * (payments.config.ts): its test keys must never confirm anything when a real gateway takes the money.
 */
@Injectable()
export class PaymentGateways {
  readonly selected: PaymentGateway;
  readonly sandbox: SandboxGateway | null;
  private readonly enabled = new Map<GatewayName, PaymentGateway>();

  constructor(@Inject(PAYMENTS_CONFIG) config: PaymentsConfig, em: EntityManager) {
    this.sandbox =
      config.gateway === 'SANDBOX'
        ? new SandboxGateway(config.sandbox, {
            latestOf: (paymentId) => em.fork().findOne(SandboxTransaction, { paymentId }, { orderBy: { createdOn: 'desc' } }),
          })
        : null;
    if (this.sandbox) this.enabled.set('SANDBOX', this.sandbox);
    if (config.epayco) this.enabled.set('EPAYCO', new EpaycoGateway(config.epayco));
    if (config.pagueATiempo) this.enabled.set('PAGUEATIEMPO', new PagueATiempoGateway(config.pagueATiempo));
    this.selected = this.enabled.get(config.gateway) as PaymentGateway;
  }

  /** The enabled gateway of that name, or null. */
  named(name: GatewayName | null | undefined): PaymentGateway | null {
    return name ? (this.enabled.get(name) ?? null) : null;
  }
}
