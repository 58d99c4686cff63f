import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { ContractCreatedEvent, type ContractStanding } from '@lic/server-contracts-api';

export interface ContractCustomerSnapshot {
  customerId: string;
  personType: 'J' | 'N';
  documentTypeId: number;
  documentNumber: string;
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
  fulladdress: string;
  departmentId: number;
  cityId: number;
  cellphoneNumber: string;
  email: string;
}

export interface ContractSupervisorSnapshot {
  documentTypeId: number;
  documentNumber: string;
  firstName: string;
  lastName: string;
  fulladdress: string;
  cityId: number;
  phoneNumber: string | null;
  email: string;
  jobTitle: string | null;
}

export interface NewServiceLine {
  packageId: number;
  packageCode: string;
  packageDescription: string;
  identifierCode: string;
  /** 0 when unlimited. */
  quantity: number;
  isUnlimited: boolean;
  validityTypeId: string;
  validityAmount: number;
  reassignmentQuota: number | null;
  deviceType: string | null;
  credentialsDeliveryType: number | null;
}

export interface NewContract {
  contractNumber: string;
  service: { serviceId: number; serviceName: string; requiresSupervision: boolean };
  contractStartDate: Date;
  contractEndDate: Date;
  commercialManagerId: string;
  paymentCondition: number;
  customer: ContractCustomerSnapshot;
  supervisor: ContractSupervisorSnapshot | null;
  lines: NewServiceLine[];
}

/**
 * A B2B agreement ("convenio") as it was saved: the product, its dates, the customer and supervisor as
 * the wizard sent them, and the contracted service lines. Immutable: it has no method that changes it
 * (backoffice-licensing.md §4.4); ContractCreated tells licensing to grant the lines.
 */
@Entity({ schema: 'contracts', tableName: 'contract' })
@Unique({ name: 'contract_service_name_contract_number_unique', properties: ['serviceName', 'contractNumber'] })
@Index({ name: 'contract_customer_index', properties: ['customerDocumentTypeId', 'customerDocumentNumber', 'serviceName'] })
export class Contract extends AuditedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  contractNumber!: string;

  @Property({ type: 'integer' })
  serviceId!: number;

  @Property({ type: 'string', length: 50 })
  serviceName!: string;

  @Property({ type: 'boolean' })
  requiresSupervision!: boolean;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  contractStartDate!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  contractEndDate!: Date;

  @Property({ type: 'string', length: 100 })
  commercialManagerId!: string;

  @Property({ type: 'integer' })
  paymentCondition!: number;

  @Property({ type: 'uuid' })
  customerId!: string;

  @Property({ type: 'string', length: 1 })
  customerPersonType!: 'J' | 'N';

  @Property({ type: 'integer' })
  customerDocumentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  customerDocumentNumber!: string;

  @Property({ type: 'string', length: 450, nullable: true })
  customerLegalName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  customerFirstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  customerLastName?: string | null;

  @Property({ type: 'string', length: 300 })
  customerFulladdress!: string;

  @Property({ type: 'integer' })
  customerDepartmentId!: number;

  @Property({ type: 'integer' })
  customerCityId!: number;

  @Property({ type: 'string', length: 10 })
  customerCellphoneNumber!: string;

  @Property({ type: 'string', length: 100 })
  customerEmail!: string;

  @Property({ type: 'integer', nullable: true })
  supervisorDocumentTypeId?: number | null;

  @Property({ type: 'string', length: 15, nullable: true })
  supervisorDocumentNumber?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  supervisorFirstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  supervisorLastName?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  supervisorFulladdress?: string | null;

  @Property({ type: 'integer', nullable: true })
  supervisorCityId?: number | null;

  @Property({ type: 'string', length: 10, nullable: true })
  supervisorPhoneNumber?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  supervisorEmail?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  supervisorJobTitle?: string | null;

  @OneToMany(() => ContractServiceLine, (line) => line.contract, { orderBy: { id: 'asc' } })
  lines = new Collection<ContractServiceLine>(this);

  static create(input: NewContract): Contract {
    const contract = new Contract();
    contract.contractNumber = input.contractNumber;
    contract.serviceId = input.service.serviceId;
    contract.serviceName = input.service.serviceName;
    contract.requiresSupervision = input.service.requiresSupervision;
    contract.contractStartDate = input.contractStartDate;
    contract.contractEndDate = input.contractEndDate;
    contract.commercialManagerId = input.commercialManagerId;
    contract.paymentCondition = input.paymentCondition;
    const c = input.customer;
    contract.customerId = c.customerId;
    contract.customerPersonType = c.personType;
    contract.customerDocumentTypeId = c.documentTypeId;
    contract.customerDocumentNumber = c.documentNumber;
    contract.customerLegalName = c.legalName;
    contract.customerFirstName = c.firstName;
    contract.customerLastName = c.lastName;
    contract.customerFulladdress = c.fulladdress;
    contract.customerDepartmentId = c.departmentId;
    contract.customerCityId = c.cityId;
    contract.customerCellphoneNumber = c.cellphoneNumber;
    contract.customerEmail = c.email;
    const s = input.supervisor;
    if (s) {
      contract.supervisorDocumentTypeId = s.documentTypeId;
      contract.supervisorDocumentNumber = s.documentNumber;
      contract.supervisorFirstName = s.firstName;
      contract.supervisorLastName = s.lastName;
      contract.supervisorFulladdress = s.fulladdress;
      contract.supervisorCityId = s.cityId;
      contract.supervisorPhoneNumber = s.phoneNumber;
      contract.supervisorEmail = s.email;
      contract.supervisorJobTitle = s.jobTitle;
    }
    for (const line of input.lines) contract.lines.add(ContractServiceLine.of(contract, line));
    return contract;
  }

  /** The legal name (NIT, document type 4) or the first and last names (backoffice-licensing.md §2.8 Resumen). */
  get customerName(): string {
    if (this.customerDocumentTypeId === 4 && this.customerLegalName) return this.customerLegalName;
    return [this.customerFirstName, this.customerLastName].filter(Boolean).join(' ') || (this.customerLegalName ?? '');
  }

  /** In force ("vigente") from the first instant of its start day to the last of its end day. */
  standingOn(now: Date): ContractStanding {
    if (now.getTime() < this.contractStartDate.getTime()) return 'POR_INICIAR';
    return now.getTime() <= this.contractEndDate.getTime() ? 'VIGENTE' : 'TERMINADO';
  }

  /** The event of a saved contract (its lines need their ids: call after the flush). */
  createdEvent(): ContractCreatedEvent {
    return new ContractCreatedEvent({
      contractId: this.id,
      contractNumber: this.contractNumber,
      serviceName: this.serviceName,
      contractStartDate: this.contractStartDate,
      contractEndDate: this.contractEndDate,
      customerId: this.customerId,
      customerName: this.customerName,
      documentTypeId: this.customerDocumentTypeId,
      documentNumber: this.customerDocumentNumber,
      lines: this.lines.getItems().map((line) => ({
        lineId: line.id,
        packageCode: line.packageCode,
        quantity: line.quantity,
        isUnlimited: line.isUnlimited,
        validityTypeId: line.validityTypeId,
        validityAmount: line.validityAmount,
        deviceType: line.deviceType ?? null,
        credentialsDeliveryType: line.credentialsDeliveryType ?? null,
        reassignmentQuota: line.reassignmentQuota ?? null,
        identifierCode: line.identifierCode,
      })),
      createdBy: this.createdBy,
      createdOn: this.createdOn,
    });
  }
}

/** One contracted service line: a package, how many (or unlimited) and for how long; device lines add their device terms. */
@Entity({ schema: 'contracts', tableName: 'contract_service_line' })
@Unique({ name: 'contract_service_line_contract_id_identifier_code_unique', properties: ['contract', 'identifierCode'] })
export class ContractServiceLine {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Contract, { deleteRule: 'cascade', updateRule: 'cascade', index: 'contract_service_line_contract_id_index' })
  contract!: Rel<Contract>;

  @Property({ type: 'integer' })
  packageId!: number;

  @Property({ type: 'string', length: 50 })
  packageCode!: string;

  @Property({ type: 'string', length: 250 })
  packageDescription!: string;

  @Property({ type: 'string', length: 150 })
  identifierCode!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'boolean' })
  isUnlimited!: boolean;

  @Property({ type: 'string', length: 1 })
  validityTypeId!: string;

  @Property({ type: 'integer' })
  validityAmount!: number;

  @Property({ type: 'integer', nullable: true })
  reassignmentQuota?: number | null;

  @Property({ type: 'string', length: 20, nullable: true })
  deviceType?: string | null;

  @Property({ type: 'integer', nullable: true })
  credentialsDeliveryType?: number | null;

  static of(contract: Contract, input: NewServiceLine): ContractServiceLine {
    const line = new ContractServiceLine();
    line.contract = contract;
    Object.assign(line, input);
    return line;
  }
}
