import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListHolderOrdersQuery, type HolderOrderRecord } from '@lic/server-ordering-api';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';

@QueryHandler(ListHolderOrdersQuery)
export class ListHolderOrdersHandler implements IQueryHandler<ListHolderOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ documentNumber }: ListHolderOrdersQuery): Promise<HolderOrderRecord[]> {
    const em = this.em.fork();
    const ids = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from ordering.purchase_order where service_document_number = ? or billing_customer ->> 'documentNumber' = ? order by registered_on desc limit 500`,
        [documentNumber, documentNumber],
      );
    if (ids.length === 0) return [];
    const orders = await em.find(
      PurchaseOrder,
      { id: { $in: ids.map((row) => row.id) } },
      { populate: ['lines'], orderBy: { registeredOn: 'desc' } },
    );
    return orders.map((order) => ({
      referenceUuid: order.id,
      paymentReference: order.paymentReference,
      appName: order.appName,
      serviceName: order.serviceName,
      kind: order.kind,
      state: order.state,
      paymentMethod: order.paymentMethod,
      total: Number(order.total),
      registeredOn: order.registeredOn.toISOString(),
      lines: order.lines.getItems().map((line) => ({ packageName: line.packageName, quantity: line.quantity, total: Number(line.total) })),
      serviceCustomer: order.serviceCustomer,
      billingCustomer: order.billingCustomer,
      consent: {
        policyUrl: order.consent.policyUrl,
        termsUrl: order.consent.termsUrl,
        acceptedAt: order.consent.acceptedAt.toISOString(),
        ip: order.consent.ip ?? null,
      },
    }));
  }
}
