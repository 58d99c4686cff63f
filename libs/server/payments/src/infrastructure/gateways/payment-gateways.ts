import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentGateway } from '../../application/ports/payment-gateway.port';
import type { GatewayName } from '../../domain/payment-state';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments.config';
import { EpaycoGateway } from './epayco.gateway';
import { PagueATiempoGateway } from './pague-a-tiempo.gateway';
import { SandboxGateway } from './sandbox.gateway';

/**
 * The gateways this API can talk to: the selected one (PAYMENT_GATEWAY) for new payments, plus every real
 * gateway whose keys are configured, so confirmations of payments opened before a switch still arrive.
 * The sandbox is enabled only while it is the selected gateway: its test keys must never confirm anything
 * when a real gateway takes the money.
 */
@Injectable()
export class PaymentGateways {
  readonly selected: PaymentGateway;
  readonly sandbox: SandboxGateway | null;
  private readonly enabled = new Map<GatewayName, PaymentGateway>();

  constructor(@Inject(PAYMENTS_CONFIG) config: PaymentsConfig) {
    this.sandbox = config.gateway === 'SANDBOX' ? new SandboxGateway(config.sandbox) : null;
    if (this.sandbox) this.enabled.set('SANDBOX', this.sandbox);
    if (config.epayco) this.enabled.set('EPAYCO', new EpaycoGateway(config.epayco));
    if (config.pagueATiempo) this.enabled.set('PAGUEATIEMPO', new PagueATiempoGateway(config.pagueATiempo));
    this.selected = this.enabled.get(config.gateway) as PaymentGateway;
    if (config.gateway === 'SANDBOX' && process.env.NODE_ENV === 'production') {
      new Logger('Payments').warn('PAYMENT_GATEWAY=sandbox in production: every online payment can be approved from its test page');
    }
  }

  /** The enabled gateway of that name, or null. */
  named(name: GatewayName | null | undefined): PaymentGateway | null {
    return name ? (this.enabled.get(name) ?? null) : null;
  }
}
