import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCustomerByIdQuery, type CustomerView } from '@lic/server-customers';
import { PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { FindCityQuery, GetDocumentTypesQuery } from '@lic/server-reference';
import { DIAN_ID_CODES, invoicedLineOf, type InvoicedBuyer, type InvoicedSale } from '../../../domain/invoiced-sale';
import { InvoicedSaleRecord, type SaleOwner } from '../../../domain/invoiced-sale.entity';

/**
 * Keeps invoicing's copy of every registered order (lines, totals, the buyer from "Datos de facturación"
 * with DIAN's identification code), once: the invoice and the credit note are built from it.
 */
@EventsHandler(PurchaseOrderRegisteredEvent)
export class KeepSaleOnOrderRegistered implements IEventHandler<PurchaseOrderRegisteredEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: PurchaseOrderRegisteredEvent): Promise<void> {
    const em = this.em.fork();
    if ((await em.count(InvoicedSaleRecord, { referenceUuid: event.referenceUuid })) > 0) return;
    const [billing, service] = await Promise.all([
      this.queryBus.execute(new GetCustomerByIdQuery(event.billingCustomerId)),
      this.queryBus.execute(new GetCustomerByIdQuery(event.serviceCustomerId)),
    ]);
    if (!billing) throw new Error(`The billing customer of ${event.paymentReference} is unknown`);
    const sale: InvoicedSale = {
      referenceUuid: event.referenceUuid,
      paymentReference: event.paymentReference,
      appName: event.appName,
      lines: event.lines.map(invoicedLineOf),
      subTotal: Number(event.subTotal),
      totalDiscount: Number(event.totalDiscount),
      taxIva: Number(event.taxIva),
      total: Number(event.total),
      buyer: await this.buyerOf(billing),
    };
    const owners: SaleOwner[] = [billing, service]
      .filter((customer): customer is CustomerView => Boolean(customer))
      .map((customer) => ({ documentTypeId: customer.documentTypeId, documentNumber: customer.documentNumber }));
    try {
      await em.persist(InvoicedSaleRecord.of(sale, owners, new Date(event.occurredOn))).flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error; // kept meanwhile by another replica
    }
  }

  private async buyerOf(customer: CustomerView): Promise<InvoicedBuyer> {
    const [types, city] = await Promise.all([
      this.queryBus.execute(new GetDocumentTypesQuery()),
      customer.cityId ? this.queryBus.execute(new FindCityQuery(Number(customer.cityId))) : Promise.resolve(null),
    ]);
    const type = types.find((candidate) => candidate.id === customer.documentTypeId);
    const idTypeCode = type ? String(type.dianCode) : DIAN_ID_CODES.CC;
    const name =
      customer.legalName?.trim() || [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() || customer.customerName;
    return {
      organizationCode: idTypeCode === DIAN_ID_CODES.NIT ? '1' : '2',
      idTypeCode,
      documentNumber: customer.documentNumber,
      checkDigit: idTypeCode === DIAN_ID_CODES.NIT && customer.dv !== null && customer.dv !== undefined ? String(customer.dv) : null,
      name,
      email: customer.email ?? '',
      phone: customer.cellphoneNumber ?? null,
      address: customer.fullAddress || 'Sin dirección',
      cityCode: city?.daneCode ?? '11001',
      cityName: city?.name ?? 'Bogotá, D.C.',
      departmentCode: (city?.daneCode ?? '11001').slice(0, 2),
      departmentName: city?.departmentName ?? 'Bogotá',
    };
  }
}
