import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { GetOrderForLicensingQuery, type OrderForLicensing } from '@lic/server-ordering-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetOrderForLicensingQuery)
export class GetOrderForLicensingHandler implements IQueryHandler<GetOrderForLicensingQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ referenceUuid }: GetOrderForLicensingQuery): Promise<OrderForLicensing | null> {
    if (!UUID.test(referenceUuid)) return null;
    const order = await this.em.fork().findOne(PurchaseOrder, { id: referenceUuid.toLowerCase() }, { populate: ['lines'] });
    if (!order) return null;
    return {
      referenceUuid: order.id,
      paymentReference: order.paymentReference,
      appName: order.appName,
      serviceName: order.serviceName,
      serviceCustomerId: order.serviceCustomerId,
      registeredOn: order.registeredOn,
      lines: order.lines
        .getItems()
        .sort((a, b) => a.lineNumber - b.lineNumber)
        .map((line) => ({
          packageId: line.packageId,
          packageCode: line.packageCode,
          packageName: line.packageName,
          packageTypeCode: line.packageTypeCode,
          validityTypeId: line.validityTypeId,
          validityPeriod: line.validityPeriod,
          quantity: line.quantity,
        })),
    };
  }
}
