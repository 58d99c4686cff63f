import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCustomerByIdQuery, type CustomerView } from '@lic/server-customers';
import { PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { roundTo2 } from '@lic/shared-rules';
import { PurchaseSummary, type PurchaseSummaryCustomers } from '../../../domain/cash/purchase-summary.entity';

/**
 * Keeps payments' copy of every registered order as it was sold (the purchase summary, whose order it is
 * and whom to mail), once: a replayed event finds it. Runs beside OpenPaymentOnOrderRegistered.
 */
@EventsHandler(PurchaseOrderRegisteredEvent)
export class KeepPurchaseSummaryOnOrderRegistered implements IEventHandler<PurchaseOrderRegisteredEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: PurchaseOrderRegisteredEvent): Promise<void> {
    try {
      const em = this.em.fork();
      if ((await em.count(PurchaseSummary, { referenceUuid: event.referenceUuid })) > 0) return;
      const summary = PurchaseSummary.of({
        referenceUuid: event.referenceUuid,
        paymentReference: event.paymentReference,
        appName: event.appName,
        paymentMethod: event.paymentMethod,
        lines: event.lines.map((line) => ({
          packageId: line.packageId,
          packageName: line.packageName,
          quantity: line.quantity,
          unitPrice: line.base,
          discount: line.discount,
          taxIva: line.taxIva,
          subTotal: roundTo2(Number(line.newBase) + Number(line.discount)),
        })),
        subTotal: event.subTotal,
        totalDiscount: event.totalDiscount,
        taxIva: event.taxIva,
        total: event.total,
        customers: await this.customersOf(event),
        registeredOn: event.occurredOn,
      });
      await em.persist(summary).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return; // kept meanwhile by another replica
      throw error; // the delivery engine retries
    }
  }

  private async customersOf(event: PurchaseOrderRegisteredEvent): Promise<PurchaseSummaryCustomers> {
    const [billing, service] = await Promise.all([
      this.queryBus.execute(new GetCustomerByIdQuery(event.billingCustomerId)),
      event.serviceCustomerId === event.billingCustomerId
        ? Promise.resolve(null)
        : this.queryBus.execute(new GetCustomerByIdQuery(event.serviceCustomerId)),
    ]);
    const payer = billing ?? null;
    const holder = service ?? payer;
    return {
      billing: {
        personType: payer?.personType ?? null,
        documentTypeId: payer?.documentTypeId ?? 0,
        documentNumber: payer?.documentNumber ?? '',
        email: payer?.email ?? '',
      },
      service: {
        documentTypeId: holder?.documentTypeId ?? 0,
        documentNumber: holder?.documentNumber ?? '',
        email: holder?.email ?? '',
        name: holder ? nameOf(holder) : '',
      },
    };
  }
}

function nameOf(customer: CustomerView): string {
  return customer.legalName?.trim() || [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() || customer.customerName;
}
