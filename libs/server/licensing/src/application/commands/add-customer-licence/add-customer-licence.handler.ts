import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { GetCustomerByIdQuery } from '@lic/server-customers';
import { UNLIMITED_PACKAGE_CODE, type LicenseInformation } from '@lic/shared-api-types';
import { LicenceIssuedEvent } from '@lic/server-licensing-api';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { LicenceRefusedError } from '../../../domain/licensing.errors';
import { LicensingMessage } from '../../../domain/licensing.messages';
import { isBasePackageType, planExpiration, planStart } from '../../../domain/plan-dates';
import { LicenceCatalogue } from '../../../infrastructure/catalogue/licence-catalogue';
import { licenceInformationOf } from '../../../domain/licence-information';
import { currentBaseEnds } from '../../plan-reads/plan-reads';
import { assertRanges } from '../../../domain/range-check';
import { AddCustomerLicenceCommand } from './add-customer-licence.command';

const refused = (detail: string) => new LicenceRefusedError(LicensingMessage.addRefused, detail);

/**
 * A plan added by staff: the package's features as balances, its price ranges, and for BIILIMITADO the
 * contract number and the dates chosen; other packages start now (or when the current base plan ends).
 */
@CommandHandler(AddCustomerLicenceCommand)
export class AddCustomerLicenceHandler implements ICommandHandler<AddCustomerLicenceCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly catalogue: LicenceCatalogue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request }: AddCustomerLicenceCommand): Promise<LicenseInformation> {
    const now = this.clock.now();
    const customer = await this.queryBus.execute(new GetCustomerByIdQuery(request.customerId));
    if (!customer) throw refused(LicensingMessage.customerNotFound);
    const service = (await this.catalogue.services()).find((s) => s.id === request.serviceId);
    if (!service) throw refused(LicensingMessage.serviceNotFound);
    const pkg = (await this.catalogue.packages([request.packageId])).get(request.packageId);
    if (!pkg || !pkg.services.some((s) => s.serviceId === service.id)) throw refused(LicensingMessage.packageNotFound);

    const unlimited = pkg.packageCode.toUpperCase() === UNLIMITED_PACKAGE_CODE;
    const contractNumber = request.contractNumber?.trim() || null;
    if (unlimited && !contractNumber) throw refused(LicensingMessage.contractNumberRequired);
    assertRanges(request.transactionRanges, LicensingMessage.addRefused);

    const em = this.em.fork();
    const isBase = isBasePackageType(pkg.packageTypeCode);
    let effectiveDate: Date;
    let expirationDate: Date;
    if (unlimited) {
      if (!request.startDate || !request.finalDate) throw refused(LicensingMessage.datesRequired);
      effectiveDate = new Date(request.startDate);
      expirationDate = new Date(request.finalDate);
      if (!(expirationDate > effectiveDate)) throw refused(LicensingMessage.finalBeforeStart);
    } else {
      const ends = await currentBaseEnds(em, customer.documentTypeId, customer.documentNumber, service.serviceName, now);
      effectiveDate = planStart(now, isBase, ends);
      expirationDate = planExpiration(effectiveDate, pkg.validityTypeId, pkg.validityPeriod);
    }

    return em.transactional(async (tx) => {
      const plan = LicencePlan.issue({
        origin: 'MANUAL',
        referenceUuid: null,
        paymentReference: null,
        contractNumber: unlimited ? contractNumber : null,
        customer: {
          customerId: customer.customerId,
          customerName: customer.customerName.slice(0, 450),
          documentTypeId: customer.documentTypeId,
          documentNumber: customer.documentNumber,
        },
        appName: service.serviceName.toLowerCase().slice(0, 30),
        service: {
          serviceId: service.id,
          serviceName: service.serviceName,
          serviceDescription: (service.descriptionService ?? service.serviceName).slice(0, 200),
        },
        pkg: {
          packageId: pkg.packageId,
          packageCode: pkg.packageCode,
          packageName: pkg.packageName,
          packageTypeCode: pkg.packageTypeCode,
          validityTypeId: pkg.validityTypeId,
          validityPeriod: pkg.validityPeriod,
        },
        quantity: 1,
        effectiveDate,
        expirationDate,
        purchaseDate: now,
        balances: LicenceCatalogue.balancesOf(pkg, 1),
      });
      plan.replaceRanges(request.transactionRanges);
      tx.persist(plan);
      await tx.flush();
      recordEvents(
        tx,
        new LicenceIssuedEvent(
          null,
          customer.customerId,
          customer.documentTypeId,
          customer.documentNumber,
          plan.appName,
          plan.serviceName,
          [plan.id],
          now,
        ),
      );
      await tx.flush();
      return licenceInformationOf(plan);
    });
  }
}
