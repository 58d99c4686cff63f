import { Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPaymentOutcomeQuery, type PaymentOutcome } from '@lic/server-payments-api';
import type { PurchaseOrderStatus } from '@lic/shared-api-types';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseOrderNotFoundError } from '../../../domain/purchase-order.errors';
import { PLAN_GRANTING_STATES, PurchaseCode, PurchaseOrderState, statusOf } from '../../../domain/purchase-order-state';
import { brandParametersOf } from '../../brand-parameters/brand-parameters';
import { GetPurchaseOrderStatusQuery } from './get-purchase-order-status.query';

const STATUS_MESSAGES: Record<PurchaseOrderState, string> = {
  [PurchaseOrderState.REGISTERED]: 'Tu pago está pendiente de confirmación.',
  [PurchaseOrderState.PENDING_CASH]: 'Tu orden de compra está pendiente del pago en efectivo.',
  [PurchaseOrderState.APPROVED]: 'Tu pago ha sido aprobado y tu licencia está activa.',
  [PurchaseOrderState.REJECTED]: 'Tu pago ha sido rechazado.',
  [PurchaseOrderState.ACTIVATED]: 'Tu licencia ha sido activada.',
  [PurchaseOrderState.PENDING_ACTIVATION]: 'Tu licencia está pendiente por activar: revisa tu correo electrónico.',
  [PurchaseOrderState.REVERSED]:
    'El pago de tu orden de compra fue reversado por la entidad financiera y las licencias de esta compra están suspendidas. Comunícate con soporte indicando la referencia de pago.',
  [PurchaseOrderState.CANCELLED]:
    'Tu orden de compra fue anulada y las licencias de esta compra están suspendidas. Comunícate con soporte indicando la referencia de pago.',
};
/** An online payment the gateway answered as pending (e.g. a bank transfer being processed). */
const GATEWAY_PROCESSING = 'Tu pago está siendo procesado por la pasarela de pagos.';

/**
 * The payment status of an order. While the order awaits payment (1 or 5) it asks the payments context
 * for the payment's outcome, so the page follows a gateway's decision at once, before the payment event
 * has reached the order through the outbox.
 */
@QueryHandler(GetPurchaseOrderStatusQuery)
export class GetPurchaseOrderStatusHandler implements IQueryHandler<GetPurchaseOrderStatusQuery> {
  private readonly logger = new Logger('Ordering');

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(query: GetPurchaseOrderStatusQuery): Promise<PurchaseOrderStatus> {
    // A mistyped or cut link is, for the customer who opened it, an order that does not exist.
    if (!isUUID(query.referenceUuid)) throw new PurchaseOrderNotFoundError();
    const em = this.em.fork();
    const order = await em.findOne(
      PurchaseOrder,
      { id: query.referenceUuid },
      {
        fields: [
          'id',
          'appName',
          'state',
          'registrationCode',
          'serviceName',
          'serviceDocumentTypeId',
          'serviceDocumentNumber',
          'registeredOn',
        ],
      },
    );
    if (!order || order.appName !== query.appName.trim().toLowerCase()) throw new PurchaseOrderNotFoundError();

    let state = order.state;
    let gatewayProcessing = false;
    if (state === PurchaseOrderState.REGISTERED || state === PurchaseOrderState.PENDING_CASH) {
      const outcome = await this.paymentOutcome(order.id);
      if (outcome?.state === 'APPROVED') state = PurchaseOrderState.APPROVED;
      else if (outcome?.state === 'REJECTED') state = PurchaseOrderState.REJECTED;
      else if (outcome?.state === 'REVERSED') state = PurchaseOrderState.REVERSED;
      else gatewayProcessing = outcome?.lastAnswer === 'PENDING';
    }
    const hadActiveAccount =
      state === PurchaseOrderState.ACTIVATED
        ? order.registrationCode === PurchaseCode.ACTIVE_ACCOUNT
        : state === PurchaseOrderState.APPROVED && (await this.hadActiveAccountBefore(em, order));
    const { result, code } = statusOf(state, hadActiveAccount);
    const parameters = await brandParametersOf(this.queryBus, order.appName);
    return {
      result,
      code,
      resultMessage: gatewayProcessing ? GATEWAY_PROCESSING : (STATUS_MESSAGES[state] ?? STATUS_MESSAGES[PurchaseOrderState.REGISTERED]),
      resultData: { code, urlBaseExternalApp: parameters.urlLandingPage },
    };
  }

  private async paymentOutcome(referenceUuid: string): Promise<PaymentOutcome | null> {
    try {
      return await this.queryBus.execute(new GetPaymentOutcomeQuery(referenceUuid));
    } catch (error) {
      this.logger.warn(
        { order: referenceUuid, error: error instanceof Error ? error.message : String(error) },
        'payment outcome unavailable',
      );
      return null;
    }
  }

  /** The service customer already held an approved or activated order of the service registered before this one. */
  private async hadActiveAccountBefore(
    em: EntityManager,
    order: Pick<PurchaseOrder, 'id' | 'serviceDocumentTypeId' | 'serviceDocumentNumber' | 'serviceName' | 'registeredOn'>,
  ): Promise<boolean> {
    const earlier = await em.count(PurchaseOrder, {
      id: { $ne: order.id },
      serviceDocumentTypeId: order.serviceDocumentTypeId,
      serviceDocumentNumber: order.serviceDocumentNumber,
      serviceName: order.serviceName,
      state: { $in: [...PLAN_GRANTING_STATES] },
      registeredOn: { $lt: order.registeredOn },
    });
    return earlier > 0;
  }
}
