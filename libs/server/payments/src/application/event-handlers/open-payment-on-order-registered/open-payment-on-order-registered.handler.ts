import { Inject } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { recordEvents } from '@lic/server-kernel';
import { GetCustomerByIdQuery } from '@lic/server-customers';
import { PurchaseOrderRegisteredEvent, PurchaseOrderState } from '@lic/server-ordering-api';
import { Payment, type NewPayment, type PaymentCustomer } from '../../../domain/payment.entity';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway.port';

/**
 * Every registered order gets its payment, once (unique referenceUuid; a replayed event finds it):
 * EN_LINEA (state 1) usually already has one from the hand-over, EFECTIVO (state 5) waits for the cash,
 * and an order that needs no payment (state 8: SIN_PAGO or an activated trial) is approved at once —
 * PaymentApprovedEvent goes to the outbox in the same transaction as the payment, so exactly once.
 */
@EventsHandler(PurchaseOrderRegisteredEvent)
export class OpenPaymentOnOrderRegistered implements IEventHandler<PurchaseOrderRegisteredEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async handle(event: PurchaseOrderRegisteredEvent): Promise<void> {
    try {
      await this.open(event);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return; // opened meanwhile by the hand-over or another replica
      throw error; // the delivery engine retries
    }
  }

  private async open(event: PurchaseOrderRegisteredEvent): Promise<void> {
    const waitsForPayment = event.state === PurchaseOrderState.REGISTERED || event.state === PurchaseOrderState.PENDING_CASH;
    if (!waitsForPayment && event.state !== PurchaseOrderState.ACTIVATED) return;
    const em = this.em.fork();
    if ((await em.count(Payment, { referenceUuid: event.referenceUuid })) > 0) return;

    const input: Omit<NewPayment, 'method' | 'gateway'> = {
      referenceUuid: event.referenceUuid,
      paymentReference: event.paymentReference,
      appName: event.appName,
      serviceName: event.serviceName,
      amount: event.total,
      taxIva: event.taxIva,
      customer: await this.customerOf(event.billingCustomerId),
      lines: event.lines.map((line) => ({
        packageId: line.packageId,
        packageName: line.packageName,
        quantity: line.quantity,
        unitPrice: line.base,
        total: line.total,
      })),
      orderRegisteredOn: event.occurredOn,
    };
    await em.transactional(async (tx) => {
      if (waitsForPayment) {
        // EN_LINEA without a hand-over (it failed after the order committed): the selected gateway takes it.
        tx.persist(Payment.open({ ...input, method: event.paymentMethod, gateway: this.gateway.name }));
      } else {
        const { payment, event: approved } = Payment.approvedWithoutPayment(input, event.occurredOn);
        tx.persist(payment);
        recordEvents(tx, approved);
      }
      await tx.flush();
    });
  }

  private async customerOf(customerId: string): Promise<PaymentCustomer> {
    const customer = await this.queryBus.execute(new GetCustomerByIdQuery(customerId));
    if (!customer) return { personType: null, name: '', documentTypeId: 0, documentNumber: '', email: '', cellphoneNumber: null };
    const name =
      customer.legalName?.trim() || [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() || customer.customerName;
    return {
      personType: customer.personType,
      name,
      documentTypeId: customer.documentTypeId,
      documentNumber: customer.documentNumber,
      email: customer.email,
      cellphoneNumber: customer.cellphoneNumber || null,
    };
  }
}
