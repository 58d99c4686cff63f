import { Inject, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { asDatabaseUnavailable, CLOCK, MAIL_SENDER, recordEvents, type Clock, type MailSender } from '@lic/server-kernel';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import { CheckPromoCodeQuery, GetStorefrontViewerQuery, IsEmailVerifiedQuery } from '@lic/server-storefront-api';
import type { PurchaseCustomer, RegisterPurchaseOrderRequest } from '@lic/shared-api-types';
import { basePackageError, cartCompositionError, type CartEntry, type CartPromotion } from '@lic/shared-rules';
import { brandHas } from '@lic/server-reference';
import { isBeforeRenewalWindow, minDateToRenew } from '../../../domain/base-plan';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { recordOrderConsent } from '../../order-registration/record-order-consent';
import { ConsentRecord } from '../../../domain/consent-record';
import { formatPaymentReference } from '../../../domain/payment-reference';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import {
  onlyOneLicenceError,
  paymentRegistrationError,
  pendingActivationError,
  PurchaseRuleError,
} from '../../../domain/purchase-order.errors';
import { PurchaseOrderMessage } from '../../../domain/purchase-order.messages';
import { nextPaymentReferenceNumber } from '../../../infrastructure/payment-reference.sequence';
import { PAYMENT_HANDOVER, type OnlinePaymentHandover, type PaymentHandover } from '../../ports/payment-handover.port';
import { brandParametersOf } from '../../brand-parameters/brand-parameters';
import {
  baseStateOfOrders,
  licensedBasePlans,
  hasActiveAccount,
  hasPendingActivation,
  lockCustomerService,
  ordersOfCustomer,
} from '../../customer-plans/customer-plans';
import { loadOrderPackages, priceOrder } from '../../order-registration/order-packages';
import { normalizedCustomer, upsertOrderCustomers } from '../../order-registration/order-customers';
import { brandOf, checkLegalRepresentative, checkLicenceDataOwner, isSignedInCustomer } from '../../../domain/purchase-checks';
import { cashOrderMail, orderRecipients } from '../../order-mails/purchase-order-mails';
import { onlinePaymentOrderOf, registeredPurchaseOrderOf } from './registered-purchase-order';
import { serviceNameOfApp } from '../../../domain/service-of-app';
import { RegisterPurchaseOrderCommand, type RegisterPurchaseOrderResult } from './register-purchase-order.command';

const BASE = 'BAS';

interface CheckedOrder {
  appName: string;
  serviceName: string;
  service: PurchaseCustomer;
  billing: PurchaseCustomer | null;
  entries: CartEntry[];
  hadActiveAccount: boolean;
}

@CommandHandler(RegisterPurchaseOrderCommand)
export class RegisterPurchaseOrderHandler implements ICommandHandler<RegisterPurchaseOrderCommand> {
  private readonly logger = new Logger('RegisterPurchaseOrder');

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(PAYMENT_HANDOVER) private readonly payments: PaymentHandover,
  ) {}

  async execute({ request, caller }: RegisterPurchaseOrderCommand): Promise<RegisterPurchaseOrderResult> {
    const replay = await this.findBySubmission(request.submissionId);
    if (replay) return this.answer(replay, await this.handoverOf(replay));

    const brand = brandOf(request.appName, true);
    const appName = brand.appName;
    const service = normalizedCustomer(request.customerService);
    const billing = request.customerBilling ? normalizedCustomer(request.customerBilling) : null;
    checkLegalRepresentative(appName, 'customerService', service);
    checkLegalRepresentative(appName, 'customerBilling', billing);
    checkLicenceDataOwner(caller.user, service);

    const parameters = await brandParametersOf(this.queryBus, appName);
    if (request.paymentMethod === 'EFECTIVO' && !parameters.paymentCashApply) {
      throw new PurchaseRuleError('ORDERING.CASH_NOT_AVAILABLE', PurchaseOrderMessage.cashNotAvailable);
    }

    const now = this.clock.now();
    const viewer = await this.queryBus.execute(new GetStorefrontViewerQuery(caller.user));
    const items = request.packagesToPurchase.map((line) => ({ packageId: line.packageId, quantity: line.packageQuantity }));
    if (items.length === 0) throw new PurchaseRuleError('ORDERING.CART_RULE', cartCompositionError([], appName) as string);
    const { packages, serviceName, entries } = await loadOrderPackages(this.queryBus, items, serviceNameOfApp(appName), viewer, now);
    const compositionError = cartCompositionError(entries, appName);
    if (compositionError) throw new PurchaseRuleError('ORDERING.CART_RULE', compositionError);

    if (!isSignedInCustomer(caller.user) && !(await this.queryBus.execute(new IsEmailVerifiedQuery(service.email)))) {
      throw new PurchaseRuleError('ORDERING.EMAIL_NOT_VERIFIED', PurchaseOrderMessage.emailNotVerified, [
        { field: 'customerService.email', message: PurchaseOrderMessage.emailNotVerified },
      ]);
    }

    const promotion = await this.promotionOf(request, entries, service, viewer.customerId !== null, now);
    const priced = await priceOrder(this.queryBus, packages, items, viewer, promotion);
    if (request.paymentMethod === 'SIN_PAGO' && priced.cart.total !== 0) {
      throw new PurchaseRuleError('ORDERING.PAYMENT_REQUIRED', PurchaseOrderMessage.paidOrderNeedsPayment);
    }
    if (request.paymentMethod !== 'SIN_PAGO' && priced.cart.total === 0) {
      throw new PurchaseRuleError('ORDERING.NO_PAYMENT_NEEDED', PurchaseOrderMessage.freeOrderNeedsNoPayment);
    }

    const checked: CheckedOrder = { appName, serviceName, service, billing, entries, hadActiveAccount: false };
    await this.checkCustomerRules(this.em.fork(), checked, now);

    const customers = await upsertOrderCustomers({ commandBus: this.commandBus, queryBus: this.queryBus }, service, billing);
    const consent = ConsentRecord.of({
      policyUrl: parameters.urlPersonalDataTreatmentPolicy,
      termsUrl: parameters.urlTermsAndConditions,
      acceptedAt: now,
      ip: caller.ip,
      userName: caller.user?.userName ?? null,
    });

    let order: PurchaseOrder;
    let handover: OnlinePaymentHandover | null = null;
    try {
      const registered = await this.em.fork().transactional(async (tx) => {
        await lockCustomerService(tx, service, serviceName);
        // The same submission sent twice at once: the second waited for the lock and finds the first.
        const earlier = await tx.findOne(PurchaseOrder, { submissionId: request.submissionId }, { populate: ['lines'] });
        if (earlier) return { order: earlier, created: false, handover: null };
        await this.checkCustomerRules(tx, checked, now);
        const created = PurchaseOrder.registerPurchase({
          submissionId: request.submissionId,
          paymentReference: formatPaymentReference(now, await nextPaymentReferenceNumber(tx)),
          appName,
          serviceName,
          customers,
          lines: priced.lines,
          totals: priced.cart,
          promotionCode: priced.cart.promotionCode,
          consent,
          userName: caller.user?.userName ?? null,
          now,
          paymentMethod: request.paymentMethod,
          paymentGateway: null,
          additionalInfo: request.additionalInfo?.trim() || null,
          hadActiveAccount: checked.hadActiveAccount,
        });
        const handedOver = created.paymentMethod === 'EN_LINEA' ? await this.handOver(created) : null;
        if (handedOver) created.paymentGateway = handedOver.paymentGateway;
        tx.persist(created);
        recordEvents(tx, created.registeredEvent(now));
        await tx.flush();
        return { order: created, created: true, handover: handedOver };
      });
      if (!registered.created) return this.answer(registered.order, await this.handoverOf(registered.order));
      order = registered.order;
      handover = registered.handover;
    } catch (error) {
      // The same submission registered at the same time by another request: answer with its order.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.findBySubmission(request.submissionId);
        if (winner) return this.answer(winner, await this.handoverOf(winner));
      }
      throw error;
    }

    await recordOrderConsent(this.commandBus, order, 'COMPRA');
    if (order.paymentMethod === 'EFECTIVO') await this.sendCashOrder(order, brand.displayName);
    return this.answer(order, handover);
  }

  private async findBySubmission(submissionId: string): Promise<PurchaseOrder | null> {
    return this.em.fork().findOne(PurchaseOrder, { submissionId }, { populate: ['lines'] });
  }

  private answer(order: PurchaseOrder, handover: OnlinePaymentHandover | null): RegisterPurchaseOrderResult {
    const result = registeredPurchaseOrderOf(order, handover);
    return { result, statusMessage: result.statusMessage };
  }

  /** The promo code, validated again as ValidatePromotionCode does; 422 when it cannot apply. */
  private async promotionOf(
    request: RegisterPurchaseOrderRequest,
    entries: readonly CartEntry[],
    service: PurchaseCustomer,
    signedIn: boolean,
    now: Date,
  ): Promise<CartPromotion | null> {
    const code = request.promotionCodeUse?.trim();
    if (!code) return null;
    const today = bogotaDate(now);
    const registered = signedIn
      ? true
      : await this.queryBus.execute(new GetCustomerByDocumentQuery(service.documentTypeId, service.documentNumber));
    const eligibility = await this.queryBus.execute(
      new CheckPromoCodeQuery(code, {
        packageIds: entries.map((entry) => entry.pkg.packageId),
        cartHasFreePackage: entries.some((entry) => entry.pkg.price === 0),
        customerRegistered: Boolean(registered),
        today,
      }),
    );
    if (!eligibility.ok) {
      throw new PurchaseRuleError('ORDERING.PROMOTION_CODE_NOT_APPLICABLE', PurchaseOrderMessage.promoCodeNotApplicable, [
        { field: 'promotionCodeUse', message: PurchaseOrderMessage.promoCodeNotApplicable },
      ]);
    }
    return eligibility.promotion;
  }

  /**
   * The rules that read the customer's earlier orders of the service: a licence pending activation
   * (ER17), the base package (storefront.md §5) and bemyself's single licence (ER16). Run before the
   * customers are upserted, and again under the customer's lock.
   */
  private async checkCustomerRules(em: EntityManager, checked: CheckedOrder, now: Date): Promise<void> {
    const orders = await ordersOfCustomer(em, checked.service, checked.serviceName);
    if (hasPendingActivation(orders, now)) throw pendingActivationError();
    const licensed = await licensedBasePlans(this.queryBus, checked.service, checked.serviceName);
    const state = baseStateOfOrders(orders, now, licensed);
    const baseError = basePackageError(checked.entries, state);
    if (baseError) throw new PurchaseRuleError('ORDERING.BASE_PACKAGE_RULE', baseError);
    const buysBase = checked.entries.some((entry) => entry.pkg.packageTypeCode === BASE);
    if (brandHas(checked.appName, 'oneLicenceAtATime') && buysBase && isBeforeRenewalWindow(state, now)) {
      throw onlyOneLicenceError(state.currentPlanEnd ? minDateToRenew(state.currentPlanEnd) : null);
    }
    checked.hadActiveAccount = hasActiveAccount(orders);
  }

  /**
   * The payment of a new online order; a refusal is ER15. The database being unavailable is no refusal of
   * the order: it stays a 503 that the storefront sends again with the same submissionId (decision 0043).
   */
  private async handOver(order: PurchaseOrder): Promise<OnlinePaymentHandover> {
    try {
      return await this.payments.start(onlinePaymentOrderOf(order));
    } catch (error) {
      const unavailable = asDatabaseUnavailable(error);
      if (unavailable) throw unavailable;
      this.logger.error(error instanceof Error ? error.stack : String(error));
      throw paymentRegistrationError();
    }
  }

  /**
   * A replayed online order gets its payment's answer again (the hand-over is idempotent); null if it fails
   * now, but a 503 while the database is unavailable rather than an answer without the payment.
   */
  private async handoverOf(order: PurchaseOrder): Promise<OnlinePaymentHandover | null> {
    if (order.paymentMethod !== 'EN_LINEA') return null;
    try {
      return await this.payments.start(onlinePaymentOrderOf(order));
    } catch (error) {
      const unavailable = asDatabaseUnavailable(error);
      if (unavailable) throw unavailable;
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return null;
    }
  }

  /** The cash order goes by e-mail once committed; a failed mail is logged, the order stands. */
  private async sendCashOrder(order: PurchaseOrder, brandName: string): Promise<void> {
    for (const to of orderRecipients(order)) {
      try {
        await this.mail.send(cashOrderMail(order, brandName, to));
      } catch (error) {
        this.logger.error({ order: order.id, to, error: error instanceof Error ? error.message : String(error) }, 'cash order mail failed');
      }
    }
  }
}
