import { Inject, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, CLOCK, MAIL_SENDER, publicOriginFor, type AppConfig, type Clock, type MailSender } from '@lic/server-kernel';
import { GetStorefrontViewerQuery } from '@lic/server-storefront-api';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { recordOrderConsent } from '../../order-registration/record-order-consent';
import { ConsentRecord } from '../../../domain/consent-record';
import { formatPaymentReference } from '../../../domain/payment-reference';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseRuleError } from '../../../domain/purchase-order.errors';
import { PurchaseOrderMessage } from '../../../domain/purchase-order.messages';
import { activationExpiry, newActivationToken } from '../../../domain/trial-activation-token';
import { nextPaymentReferenceNumber } from '../../../infrastructure/payment-reference.sequence';
import { brandParametersOf } from '../../brand-parameters/brand-parameters';
import { hasUsedTrial, lockCustomerService, ordersOfCustomer } from '../../customer-plans/customer-plans';
import { loadOrderPackages, priceOrder } from '../../order-registration/order-packages';
import { normalizedCustomer, upsertOrderCustomers } from '../../order-registration/order-customers';
import { brandOf, checkLegalRepresentative, checkLicenceDataOwner } from '../../../domain/purchase-checks';
import { trialActivationMail } from '../../order-mails/purchase-order-mails';
import { serviceNameOfApp } from '../../../domain/service-of-app';
import { RegisterTrialCommand, type RegisterTrialResult } from './register-trial.command';

/** Path of the activation link; the API answers it with a redirect to the storefront. */
export const activateTrialPath = (token: string): string => `/license/api/purchaseorder/activate-trial/${token}`;

const trialPackageError = () => new PurchaseRuleError('ORDERING.TRIAL_PACKAGE_RULE', PurchaseOrderMessage.trialNeedsOneFreePackage);

@CommandHandler(RegisterTrialCommand)
export class RegisterTrialHandler implements ICommandHandler<RegisterTrialCommand> {
  private readonly logger = new Logger('RegisterTrial');

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, caller }: RegisterTrialCommand): Promise<RegisterTrialResult> {
    const brand = brandOf(request.appName, false);
    const appName = brand.appName;
    const parameters = await brandParametersOf(this.queryBus, appName);
    const answer = (order: PurchaseOrder): RegisterTrialResult => ({
      result: { referenceUuid: order.id, userActivateTokenTime: parameters.userActivateTokenTime },
      statusMessage: PurchaseOrderMessage.trialRegistered,
    });
    const replay = await this.findBySubmission(request.submissionId);
    if (replay) return answer(replay);

    const service = normalizedCustomer(request.customer);
    checkLegalRepresentative(appName, 'customer', service);
    checkLicenceDataOwner(caller.user, service);

    const now = this.clock.now();
    const items = request.packagesToPurchase.map((line) => ({ packageId: line.packageId, quantity: line.packageQuantity }));
    if (items.length !== 1 || items[0].quantity !== 1) throw trialPackageError();
    const viewer = await this.queryBus.execute(new GetStorefrontViewerQuery(caller.user));
    const { packages, serviceName } = await loadOrderPackages(this.queryBus, items, serviceNameOfApp(appName), viewer, now);
    if (packages[0].packagePrice !== 0) throw trialPackageError();
    const priced = await priceOrder(this.queryBus, packages, items, viewer, null);

    await this.checkNoTrial(this.em.fork(), service, serviceName, now);
    const customers = await upsertOrderCustomers({ commandBus: this.commandBus, queryBus: this.queryBus }, service, null);
    const { token, hash } = newActivationToken();

    let order: PurchaseOrder;
    try {
      const registered = await this.em.fork().transactional(async (tx) => {
        await lockCustomerService(tx, service, serviceName);
        // The same submission sent twice at once: the second waited for the lock and finds the first.
        const earlier = await tx.findOne(PurchaseOrder, { submissionId: request.submissionId });
        if (earlier) return { order: earlier, created: false };
        await this.checkNoTrial(tx, service, serviceName, now);
        const created = PurchaseOrder.registerTrial({
          submissionId: request.submissionId,
          paymentReference: formatPaymentReference(now, await nextPaymentReferenceNumber(tx)),
          appName,
          serviceName,
          customers,
          lines: priced.lines,
          totals: priced.cart,
          promotionCode: null,
          consent: ConsentRecord.of({
            policyUrl: parameters.urlPersonalDataTreatmentPolicy,
            termsUrl: parameters.urlTermsAndConditions,
            acceptedAt: now,
            ip: caller.ip,
            userName: caller.user?.userName ?? null,
          }),
          userName: caller.user?.userName ?? null,
          now,
          activationTokenHash: hash,
          activationExpiresOn: activationExpiry(now, parameters.userActivateTokenTime),
        });
        tx.persist(created);
        await tx.flush();
        return { order: created, created: true };
      });
      if (!registered.created) return answer(registered.order);
      order = registered.order;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.findBySubmission(request.submissionId);
        if (winner) return answer(winner);
      }
      throw error;
    }

    const link = `${publicOriginFor(this.config, appName)}${activateTrialPath(token)}`;
    try {
      await this.mail.send(trialActivationMail(order, brand.displayName, link, parameters.userActivateTokenTime));
    } catch (error) {
      // Without its link the trial could never be activated: undo it, so the customer can try again.
      this.logger.error({ order: order.id, error: error instanceof Error ? error.message : String(error) }, 'trial mail failed');
      await this.em.fork().nativeDelete(PurchaseOrder, { id: order.id });
      throw error;
    }
    await recordOrderConsent(this.commandBus, order, 'PRUEBA');
    return answer(order);
  }

  private async findBySubmission(submissionId: string): Promise<PurchaseOrder | null> {
    return this.em.fork().findOne(PurchaseOrder, { submissionId });
  }

  private async checkNoTrial(em: EntityManager, service: PurchaseCustomer, serviceName: string, now: Date): Promise<void> {
    const orders = await ordersOfCustomer(em, service, serviceName);
    if (hasUsedTrial(orders, now)) throw new PurchaseRuleError('ORDERING.TRIAL_ALREADY_USED', PurchaseOrderMessage.trialAlreadyUsed);
  }
}
