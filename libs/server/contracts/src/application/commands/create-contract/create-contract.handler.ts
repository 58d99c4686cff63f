import { Inject } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetCustomerByDocumentQuery, UpsertCustomerByDocumentCommand, type CustomerView, type LinkToApp } from '@lic/server-customers';
import { GetUsersByRoleQuery } from '@lic/server-identity';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { RecordConsentCommand } from '@lic/server-privacy-api';
import { FindCityQuery, ListBlockedEmailDomainsQuery } from '@lic/server-reference';
import type { ContractCustomerPart, ContractSupervisorPart, CreateContractRequest } from '@lic/shared-api-types';
import { BACKOFFICE_BRAND, bogotaToday, canContractProduct, commercialManagerRole, normalizeDocumentNumber } from '@lic/shared-rules';
import { contractProblems, lineIdentifierCode, type ContractPackage } from '../../../domain/contract-checks';
import {
  Contract,
  type ContractCustomerSnapshot,
  type ContractSupervisorSnapshot,
  type NewServiceLine,
} from '../../../domain/contract.entity';
import { ContractNumberTakenError, ContractProductForbiddenError, ContractRuleError } from '../../../domain/contract.errors';
import { contractNumberOf, serviceNameOf } from '../../../domain/contract-keys';
import { ContractMessage } from '../../../domain/contract.messages';
import { GetContractParametersQuery } from '../../queries/get-contract-parameters/get-contract-parameters.query';
import { ContractCatalogue } from '../../contract-catalogue/contract-catalogue';
import { CreateContractCommand, type CreatedContract } from './create-contract.command';

@CommandHandler(CreateContractCommand)
export class CreateContractHandler implements ICommandHandler<CreateContractCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly catalogue: ContractCatalogue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, user, ip }: CreateContractCommand): Promise<CreatedContract> {
    const product = await this.catalogue.product(request.servicesToAddContract.serviceName);
    if (!product) throw new ContractRuleError('servicesToAddContract.serviceName', ContractMessage.productNotAvailable);
    if (!canContractProduct(product.option, [...user.privileges, ...user.roles])) throw new ContractProductForbiddenError();

    const [parameters, blockedDomains] = await Promise.all([
      this.queryBus.execute(new GetContractParametersQuery()),
      this.queryBus.execute(new ListBlockedEmailDomainsQuery()),
    ]);
    const packages = new Map(product.packages.map((pkg) => [pkg.packageCode, pkg]));
    const problems = contractProblems(request, {
      today: bogotaToday(this.clock.now()),
      parameters,
      isDeviceBased: product.option.isDeviceBased,
      requiresSupervision: product.option.requiresSupervision,
      blockedDomains,
      packages,
    });
    if (problems.length > 0) throw new ContractRuleError(problems[0].field, problems[0].message, problems.slice(1));

    const serviceName = serviceNameOf(product.service.serviceName);
    const contractNumber = contractNumberOf(request.contract.contractNumber);
    await this.checkManager(request.contract.commercialManagerId, product.option.nameContract);
    const customerCity = await this.cityOf(request.customer.cityId, 'customer.cityId');
    if (request.supervisor) await this.cityOf(request.supervisor.cityId, 'supervisor.cityId');
    if (await this.em.fork().count(Contract, { serviceName, contractNumber })) throw new ContractNumberTakenError(contractNumber);

    await this.recordHolderAuthorization(request, user.userName, ip);
    const customer = await this.upsertCustomer(request.customer, customerCity.departmentId);
    try {
      return await this.em.fork().transactional(async (tx) => {
        const contract = Contract.create({
          contractNumber,
          service: { serviceId: product.service.id, serviceName, requiresSupervision: product.option.requiresSupervision },
          contractStartDate: new Date(request.contract.contractStartDate),
          contractEndDate: new Date(request.contract.contractEndDate),
          commercialManagerId: request.contract.commercialManagerId.trim(),
          paymentCondition: request.contract.paymentCondition,
          customer,
          supervisor: request.supervisor ? supervisorOf(request.supervisor) : null,
          lines: linesOf(request, packages, product.option.isDeviceBased),
        });
        tx.persist(contract);
        await tx.flush();
        recordEvents(tx, contract.createdEvent());
        await tx.flush();
        return { contractId: contract.id, contractNumber: contract.contractNumber };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ContractNumberTakenError(contractNumber);
      throw error;
    }
  }

  /**
   * The holders' authorization goes on record once every rule passed and before any of their data is saved
   * (decision 0069): no customer or contract without its proof; a stale policy version stops everything. The
   * supervisor is a holder too (their name, document, e-mail and phone are kept): the wizard's sentence covers
   * both, and each gets their own consent, found in the officer's history by document or e-mail.
   */
  private async recordHolderAuthorization(request: CreateContractRequest, userName: string, ip: string | null): Promise<void> {
    const part = request.customer;
    const name = part.personType === 'J' ? part.legalName : [part.firstName, part.lastName].filter(Boolean).join(' ');
    const holders = [
      { documentTypeId: part.documentTypeId, documentNumber: part.documentNumber, name, email: part.email },
      ...(request.supervisor
        ? [
            {
              documentTypeId: request.supervisor.documentTypeId,
              documentNumber: request.supervisor.documentNumber,
              name: [request.supervisor.firstName, request.supervisor.lastName].filter(Boolean).join(' '),
              email: request.supervisor.email,
            },
          ]
        : []),
    ];
    for (const holder of holders) {
      await this.commandBus.execute(
        new RecordConsentCommand({
          appName: BACKOFFICE_BRAND.appName,
          form: 'CONVENIO',
          policyUrl: `/politica-de-datos?version=${request.personalDataAuthorization.policyVersion}`,
          termsUrl: '',
          acceptedAt: this.clock.now(),
          ip,
          userName,
          customerId: null,
          documentTypeId: holder.documentTypeId,
          documentNumber: normalizeDocumentNumber(holder.documentNumber),
          holderName: holder.name?.trim() || null,
          holderEmail: holder.email.trim().toLowerCase(),
          shownPolicyVersion: request.personalDataAuthorization.policyVersion,
        }),
      );
    }
  }

  /** The operational manager is a user of the product's LICENSE_{nameContract}_COMERCIALMANAGER role (§6). */
  private async checkManager(managerId: string, nameContract: string): Promise<void> {
    const answer = await this.queryBus.execute(new GetUsersByRoleQuery([commercialManagerRole(nameContract)]));
    const users = answer.recordsData.flatMap((record) => record.users);
    const id = managerId.trim();
    if (!users.some((candidate) => candidate.id === id || candidate.userName === id)) {
      throw new ContractRuleError('contract.commercialManagerId', ContractMessage.managerUnknown);
    }
  }

  private async cityOf(cityId: number, field: string) {
    const city = await this.queryBus.execute(new FindCityQuery(cityId));
    if (!city) throw new ContractRuleError(field, ContractMessage.cityUnknown);
    return city;
  }

  /** The customer is registered or updated through the customers context; the contract keeps a snapshot. */
  private async upsertCustomer(part: ContractCustomerPart, departmentId: number): Promise<ContractCustomerSnapshot> {
    const legal = part.personType === 'J';
    const snapshot: Omit<ContractCustomerSnapshot, 'customerId'> = {
      personType: part.personType,
      documentTypeId: part.documentTypeId,
      documentNumber: normalizeDocumentNumber(part.documentNumber),
      legalName: legal ? (part.legalName?.trim() ?? null) : null,
      firstName: legal ? null : (part.firstName?.trim() ?? null),
      lastName: legal ? null : (part.lastName?.trim() ?? null),
      fulladdress: part.fulladdress.trim(),
      departmentId,
      cityId: part.cityId,
      cellphoneNumber: part.cellphoneNumber.trim(),
      email: part.email.trim(),
    };
    const existing = await this.queryBus.execute(new GetCustomerByDocumentQuery(snapshot.documentTypeId, snapshot.documentNumber));
    const { customerId } = await this.commandBus.execute(
      new UpsertCustomerByDocumentCommand({ ...keptDataOf(existing, snapshot.personType), ...snapshot }),
    );
    return { ...snapshot, customerId };
  }
}

/**
 * What the contract does not carry of a registered customer of the same person type (legal
 * representative, address details, app link): kept, so that a contract never erases them.
 */
function keptDataOf(existing: CustomerView | null, personType: string) {
  if (!existing || existing.personType !== personType) return {};
  return {
    addressAdditionalInformation: existing.addressAdditionalInformation,
    addressLatGeocode: existing.addressLatGeocode,
    addressLngGeocode: existing.addressLngGeocode,
    legalDocumentTypeId: existing.legalDocumentTypeId,
    legalDocumentNumber: existing.legalDocumentNumber,
    legalFirstName: existing.legalFirstName,
    legalLastName: existing.legalLastName,
    linkToApp: existing.linkToApp as LinkToApp | null,
    contractStartDate: existing.contractStartDate ? new Date(existing.contractStartDate) : null,
    contractEndDate: existing.contractEndDate ? new Date(existing.contractEndDate) : null,
  };
}

function supervisorOf(part: ContractSupervisorPart): ContractSupervisorSnapshot {
  return {
    documentTypeId: part.documentTypeId,
    documentNumber: normalizeDocumentNumber(part.documentNumber),
    firstName: part.firstName.trim(),
    lastName: part.lastName.trim(),
    fulladdress: part.fulladdress.trim(),
    cityId: part.cityId,
    phoneNumber: part.phoneNumber?.trim() || null,
    email: part.email.trim(),
    jobTitle: part.jobTitle?.trim() || null,
  };
}

function linesOf(request: CreateContractRequest, packages: ReadonlyMap<string, ContractPackage>, deviceBased: boolean): NewServiceLine[] {
  return request.servicesToAddContract.servicesToAdd.map((line) => {
    const pkg = packages.get(line.packageCode) as ContractPackage;
    const device = deviceBased && 'deviceType' in line ? line : null;
    const unlimited = !deviceBased && 'IsUnlimited' in line && line.IsUnlimited === true;
    return {
      packageId: pkg.packageId,
      packageCode: pkg.packageCode,
      packageDescription: pkg.packageDescription,
      identifierCode: lineIdentifierCode(line),
      quantity: unlimited ? 0 : line.quantityToAdd,
      isUnlimited: unlimited,
      validityTypeId: line.typeValidity,
      validityAmount: line.validityAmount,
      reassignmentQuota: device ? device.reassignmentQuota : null,
      deviceType: device ? device.deviceType : null,
      credentialsDeliveryType: device ? device.credentialsDeliveryType : null,
    };
  });
}
