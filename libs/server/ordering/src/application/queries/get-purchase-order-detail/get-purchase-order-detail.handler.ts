import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPaymentTimelineQuery } from '@lic/server-payments-api';
import { ListMailsForQuery } from '@lic/server-kernel';
import { FindCityQuery, GetDocumentTypesQuery } from '@lic/server-reference';
import { PURCHASE_ORDER_STATE_NAMES } from '../../../domain/purchase-order-admin.messages';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { ORDER_LICENCES, type OrderLicences } from '../../ports/order-licences.port';
import { customerNameOf, customerViewOf } from '../../purchase-order-admin-views/purchase-order-admin-views';
import { orderRecipients } from '../../order-mails/purchase-order-mails';
import { purchaseOrderTimeline } from './purchase-order-timeline';
import { GetPurchaseOrderDetailQuery, type PurchaseOrderDetailView } from './get-purchase-order-detail.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order with its lines, customers and consent, and its timeline gathered from the contexts that know
 * each part: payments (GetPaymentTimelineQuery: checkout, gateway answers, proofs, decisions), the kernel's
 * mail record (ListMailsForQuery: the mails to its customers that name its reference) and the licences hook.
 */
@QueryHandler(GetPurchaseOrderDetailQuery)
export class GetPurchaseOrderDetailHandler implements IQueryHandler<GetPurchaseOrderDetailQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(ORDER_LICENCES) private readonly licences: OrderLicences,
  ) {}

  async execute({ referenceUuid }: GetPurchaseOrderDetailQuery): Promise<PurchaseOrderDetailView | null> {
    if (!UUID.test(referenceUuid)) return null;
    const order = await this.em.fork().findOne(PurchaseOrder, { id: referenceUuid.toLowerCase() }, { populate: ['lines'] });
    if (!order) return null;

    const [payment, mails, licences, documentTypes, cities] = await Promise.all([
      this.queryBus.execute(new GetPaymentTimelineQuery(order.id)),
      this.queryBus.execute(
        new ListMailsForQuery({ to: orderRecipients(order), since: order.registeredOn, contains: [order.paymentReference, order.id] }),
      ),
      this.licences.issuedFor(order.id),
      this.queryBus.execute(new GetDocumentTypesQuery()),
      this.citiesOf([order.billingCustomer.cityId, order.serviceCustomer.cityId]),
    ]);
    const documentTypeCodes = new Map(documentTypes.map((type) => [type.id, type.code]));
    const names = {
      documentTypeCode: (id: number) => documentTypeCodes.get(id) ?? null,
      cityName: (id: number) => cities.get(id) ?? null,
    };
    const buyerName = customerNameOf(order.billingCustomer);

    return {
      referenceUuid: order.id,
      paymentReference: order.paymentReference,
      appName: order.appName,
      serviceName: order.serviceName,
      kind: order.kind,
      state: order.state,
      stateName: PURCHASE_ORDER_STATE_NAMES[order.state] ?? String(order.state),
      paymentMethod: order.paymentMethod,
      paymentGateway: order.paymentGateway ?? null,
      promotionCode: order.promotionCode ?? null,
      createdOn: order.registeredOn.toISOString(),
      effectiveOn: order.effectiveOn ? order.effectiveOn.toISOString() : null,
      cancellation: order.cancelledOn
        ? { cancelledOn: order.cancelledOn.toISOString(), cancelledBy: order.cancelledBy ?? '', reason: order.cancellationReason ?? '' }
        : null,
      lines: order.lines.getItems().map((line) => ({
        packageId: line.packageId,
        packageCode: line.packageCode,
        packageName: line.packageName,
        quantity: line.quantity,
        unitPrice: Number(line.unitPrice),
        discount: Number(line.discount),
        taxIva: line.taxIva,
        ivaValue: Number(line.ivaValue),
        total: Number(line.total),
      })),
      totals: {
        subTotal: Number(order.subTotal),
        totalDiscount: Number(order.totalDiscount),
        taxIva: Number(order.taxIva),
        total: Number(order.total),
      },
      billingCustomer: customerViewOf(order.billingCustomer, names),
      serviceCustomer: customerViewOf(order.serviceCustomer, names),
      consent: {
        policyUrl: order.consent.policyUrl,
        termsUrl: order.consent.termsUrl,
        acceptedAt: order.consent.acceptedAt.toISOString(),
        ip: order.consent.ip ?? null,
        userName: order.consent.userName ?? null,
      },
      timeline: purchaseOrderTimeline({
        order: {
          kind: order.kind,
          state: order.state,
          paymentMethod: order.paymentMethod,
          paymentGateway: order.paymentGateway ?? null,
          total: Number(order.total),
          registeredOn: order.registeredOn,
          effectiveOn: order.effectiveOn ?? null,
          activationUsedOn: order.activationUsedOn ?? null,
          cancellation: order.cancelledOn
            ? { at: order.cancelledOn, by: order.cancelledBy ?? null, reason: order.cancellationReason ?? null }
            : null,
          userName: order.userName ?? null,
          buyerName,
          holderName: customerNameOf(order.serviceCustomer),
        },
        payment,
        mails,
        licences,
      }),
    };
  }

  /** Municipality names by id (one look-up per distinct city). */
  private async citiesOf(ids: number[]): Promise<Map<number, string>> {
    const found = await Promise.all(
      [...new Set(ids.filter((id) => Number.isInteger(id)))].map((id) => this.queryBus.execute(new FindCityQuery(id))),
    );
    return new Map(found.filter((city) => city !== null).map((city) => [city.id, city.name]));
  }
}
