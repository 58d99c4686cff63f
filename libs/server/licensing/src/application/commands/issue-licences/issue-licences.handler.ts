import { Inject, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, MAIL_SENDER, publicOriginFor, recordEvents, type AppConfig, type MailSender } from '@lic/server-kernel';
import { validityPeriodDescription } from '@lic/server-catalogue-api';
import { GetCustomerByIdQuery, type CustomerView } from '@lic/server-customers';
import { GetOrderForLicensingQuery, type OrderForLicensing } from '@lic/server-ordering-api';
import { LicenceIssuedEvent } from '@lic/server-licensing-api';
import { LicenceIssue } from '../../../domain/licence-issue.entity';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { LicenceSuspension } from '../../../domain/licence-suspension.entity';
import { isBasePackageType, planExpiration, planStart } from '../../../domain/plan-dates';
import { LicenceCatalogue, planDescription } from '../../../infrastructure/catalogue/licence-catalogue';
import { licenceActivationMail } from './licence-mails';
import { lockOrderLicences } from '../../../infrastructure/order-licences-lock';
import { currentBaseEnds } from '../../plan-reads/plan-reads';
import { IssueLicencesCommand, type IssueLicencesResult } from './issue-licences.command';

const NOTHING: IssueLicencesResult = { issued: false, planIds: [] };

/**
 * One plan per package line of the order, one balance per feature, in one transaction with the order's
 * licence_issue row (its primary key makes a replay issue nothing) and LicenceIssued in the outbox; then
 * the activation e-mail to the service customer. An order whose payment was already reversed gets its
 * plans issued suspended (the order's advisory lock orders this with SuspendOrderLicences).
 */
@CommandHandler(IssueLicencesCommand)
export class IssueLicencesHandler implements ICommandHandler<IssueLicencesCommand> {
  private readonly logger = new Logger('Licensing');

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly catalogue: LicenceCatalogue,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ referenceUuid, approvedAt }: IssueLicencesCommand): Promise<IssueLicencesResult> {
    const em = this.em.fork();
    if (await em.findOne(LicenceIssue, { referenceUuid })) return NOTHING;
    const order = await this.queryBus.execute(new GetOrderForLicensingQuery(referenceUuid));
    if (!order) {
      this.logger.warn({ order: referenceUuid }, 'approved order unknown to ordering: no licences issued');
      return NOTHING;
    }
    const customer = await this.queryBus.execute(new GetCustomerByIdQuery(order.serviceCustomerId));
    if (!customer) {
      this.logger.warn({ order: referenceUuid, customer: order.serviceCustomerId }, 'service customer unknown: no licences issued');
      return NOTHING;
    }

    let plans: LicencePlan[];
    try {
      plans = await em.transactional(async (tx) => {
        await lockOrderLicences(tx, order.referenceUuid);
        const issued = await this.plansOf(tx, order, customer, approvedAt);
        // The payment was reversed before its licences were issued (SuspendOrderLicences): issued suspended.
        const reversal = await tx.findOne(LicenceSuspension, { referenceUuid: order.referenceUuid });
        if (reversal) for (const plan of issued) plan.suspend(reversal.recordedOn, reversal.reason);
        const description = issued.map((plan) =>
          planDescription(plan, validityPeriodDescription(plan.validityPeriod, plan.validityTypeId)),
        );
        tx.persist(LicenceIssue.of(order.referenceUuid, approvedAt, description.join('; ') || 'Sin paquetes'));
        tx.persist(issued);
        await tx.flush();
        recordEvents(
          tx,
          new LicenceIssuedEvent(
            order.referenceUuid,
            customer.customerId,
            customer.documentTypeId,
            customer.documentNumber,
            order.appName,
            order.serviceName,
            issued.map((plan) => plan.id),
            approvedAt,
          ),
        );
        await tx.flush();
        return issued;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return NOTHING; // issued meanwhile by another replica
      throw error;
    }
    await this.sendActivationMail(order, customer, plans);
    return { issued: true, planIds: plans.map((plan) => plan.id) };
  }

  private async plansOf(tx: EntityManager, order: OrderForLicensing, customer: CustomerView, approvedAt: Date): Promise<LicencePlan[]> {
    const packages = await this.catalogue.packages(order.lines.map((line) => line.packageId));
    const service = await this.catalogue.serviceByName(order.serviceName);
    const baseEnds = await currentBaseEnds(tx, customer.documentTypeId, customer.documentNumber, order.serviceName, approvedAt);
    return order.lines.map((line) => {
      const isBase = isBasePackageType(line.packageTypeCode);
      const effectiveDate = planStart(approvedAt, isBase, baseEnds);
      const expirationDate = planExpiration(effectiveDate, line.validityTypeId, line.validityPeriod);
      if (isBase) baseEnds.push(expirationDate);
      return LicencePlan.issue({
        origin: 'ORDER',
        referenceUuid: order.referenceUuid,
        paymentReference: order.paymentReference,
        contractNumber: null,
        customer: {
          customerId: customer.customerId,
          customerName: customer.customerName.slice(0, 450),
          documentTypeId: customer.documentTypeId,
          documentNumber: customer.documentNumber,
        },
        appName: order.appName,
        service: {
          serviceId: service?.id ?? 0,
          serviceName: order.serviceName,
          serviceDescription: (service?.descriptionService ?? order.serviceName).slice(0, 200),
        },
        pkg: {
          packageId: line.packageId,
          packageCode: line.packageCode,
          packageName: packages.get(line.packageId)?.packageName ?? line.packageName,
          packageTypeCode: line.packageTypeCode,
          validityTypeId: line.validityTypeId,
          validityPeriod: line.validityPeriod,
        },
        quantity: line.quantity,
        effectiveDate,
        expirationDate,
        purchaseDate: order.registeredOn,
        balances: LicenceCatalogue.balancesOf(packages.get(line.packageId), line.quantity),
      });
    });
  }

  private async sendActivationMail(order: OrderForLicensing, customer: CustomerView, plans: LicencePlan[]): Promise<void> {
    if (!customer.email) return;
    try {
      await this.mail.send(
        licenceActivationMail({
          appName: order.appName,
          to: customer.email,
          customerName: customer.customerName,
          paymentReference: order.paymentReference,
          plans,
          appUrl: publicOriginFor(this.config, order.appName),
        }),
      );
    } catch (error) {
      this.logger.error(
        { order: order.referenceUuid, error: error instanceof Error ? error.message : String(error) },
        'activation mail not sent',
      );
    }
  }
}
