import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PurchaseOrderStatus } from '@lic/shared-api-types';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseOrderNotFoundError } from '../../../domain/purchase-order.errors';
import { PurchaseOrderState, statusOf } from '../../../domain/purchase-order-state';
import { brandParametersOf } from '../../support/brand-parameters';
import { GetStatusPurchaseOrderQuery } from './get-status-purchase-order.query';

const STATUS_MESSAGES: Record<PurchaseOrderState, string> = {
  [PurchaseOrderState.REGISTERED]: 'Tu pago está pendiente de confirmación.',
  [PurchaseOrderState.PENDING_CASH]: 'Tu orden de compra está pendiente del pago en efectivo.',
  [PurchaseOrderState.APPROVED]: 'Tu pago ha sido aprobado y tu licencia está activa.',
  [PurchaseOrderState.REJECTED]: 'Tu pago ha sido rechazado.',
  [PurchaseOrderState.ACTIVATED]: 'Tu licencia ha sido activada.',
  [PurchaseOrderState.PENDING_ACTIVATION]: 'Tu licencia está pendiente por activar: revisa tu correo electrónico.',
};

@QueryHandler(GetStatusPurchaseOrderQuery)
export class GetStatusPurchaseOrderHandler implements IQueryHandler<GetStatusPurchaseOrderQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(query: GetStatusPurchaseOrderQuery): Promise<PurchaseOrderStatus> {
    const order = await this.em.fork().findOne(PurchaseOrder, { id: query.referenceUuid }, { fields: ['id', 'appName', 'state'] });
    if (!order || order.appName !== query.appName.trim().toLowerCase()) throw new PurchaseOrderNotFoundError();
    const { result, code } = statusOf(order.state);
    const parameters = await brandParametersOf(this.queryBus, order.appName);
    return {
      result,
      code,
      resultMessage: STATUS_MESSAGES[order.state] ?? STATUS_MESSAGES[PurchaseOrderState.REGISTERED],
      resultData: { code, urlBaseExternalApp: parameters.urlLandingPage },
    };
  }
}
