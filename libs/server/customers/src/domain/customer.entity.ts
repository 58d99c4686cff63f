import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { PERSON_TYPE } from '@lic/shared-rules';
import type { CustomerData, LinkToApp } from './customer-data';
import { checkDigitOf, customerDataErrors, normalizeCustomerData } from './customer-rules';
import { InvalidCustomerDataError, PersonTypeChangeError } from './customers.errors';

/** A company (J) or a person (N) that buys or holds licences, identified by document type and number. */
@Entity({ schema: 'customers', tableName: 'customer' })
@Unique({ name: 'customer_document_type_id_document_number_unique', properties: ['documentTypeId', 'documentNumber'] })
export class Customer extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 1 })
  personType!: string;

  @Property({ type: 'integer' })
  documentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  documentNumber!: string;

  /** Dígito de verificación of a NIT, computed here, never taken from a client. */
  @Property({ type: 'smallint', nullable: true })
  checkDigit?: number | null;

  @Property({ type: 'string', length: 450, nullable: true })
  legalName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName?: string | null;

  @Property({ type: 'string', length: 10 })
  cellphoneNumber!: string;

  @Property({ type: 'string', length: 100 })
  email!: string;

  @Property({ type: 'string', length: 300 })
  fullAddress!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  addressAdditionalInformation?: string | null;

  @Property({ type: 'double', nullable: true })
  addressLatGeocode?: number | null;

  @Property({ type: 'double', nullable: true })
  addressLngGeocode?: number | null;

  @Property({ type: 'integer' })
  departmentId!: number;

  @Property({ type: 'integer' })
  cityId!: number;

  @Property({ type: 'integer', nullable: true })
  legalDocumentTypeId?: number | null;

  @Property({ type: 'string', length: 15, nullable: true })
  legalDocumentNumber?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  legalFirstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  legalLastName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  linkToApp?: LinkToApp | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  contractStartDate?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  contractEndDate?: Date | null;

  static register(data: CustomerData, id?: string): Customer {
    const customer = new Customer();
    if (id) customer.id = id;
    customer.apply(data);
    return customer;
  }

  /** New data for the same document; the person type of a registered document does not change. */
  update(data: CustomerData): void {
    if (data.personType !== this.personType) throw new PersonTypeChangeError();
    this.apply(data);
  }

  /**
   * A holder's "supresión" (decision 0059): phone, e-mail, address and legal representative go; the name,
   * document, department and city stay, as the invoices and accounting support of its orders name them.
   */
  suppressContact(): void {
    this.cellphoneNumber = '';
    this.email = '';
    this.fullAddress = '';
    this.addressAdditionalInformation = null;
    this.addressLatGeocode = null;
    this.addressLngGeocode = null;
    this.legalDocumentTypeId = null;
    this.legalDocumentNumber = null;
    this.legalFirstName = null;
    this.legalLastName = null;
  }

  /** Razón social of a company, names of a person. */
  get customerName(): string {
    return this.personType === PERSON_TYPE.LEGAL ? (this.legalName ?? '') : [this.firstName, this.lastName].filter(Boolean).join(' ');
  }

  get legalRepresentativeName(): string | null {
    const name = [this.legalFirstName, this.legalLastName].filter(Boolean).join(' ');
    return name === '' ? null : name;
  }

  private apply(input: CustomerData): void {
    const errors = customerDataErrors(input);
    if (errors.length > 0) throw new InvalidCustomerDataError(errors);
    const data = normalizeCustomerData(input);
    this.personType = data.personType;
    this.documentTypeId = data.documentTypeId;
    this.documentNumber = data.documentNumber;
    this.checkDigit = checkDigitOf(data.documentTypeId, data.documentNumber);
    this.legalName = data.legalName;
    this.firstName = data.firstName;
    this.lastName = data.lastName;
    this.cellphoneNumber = data.cellphoneNumber;
    this.email = data.email;
    this.fullAddress = data.fulladdress;
    this.addressAdditionalInformation = data.addressAdditionalInformation;
    this.addressLatGeocode = data.addressLatGeocode;
    this.addressLngGeocode = data.addressLngGeocode;
    this.departmentId = data.departmentId;
    this.cityId = data.cityId;
    this.legalDocumentTypeId = data.legalDocumentTypeId;
    this.legalDocumentNumber = data.legalDocumentNumber;
    this.legalFirstName = data.legalFirstName;
    this.legalLastName = data.legalLastName;
    this.linkToApp = data.linkToApp;
    this.contractStartDate = data.contractStartDate;
    this.contractEndDate = data.contractEndDate;
  }
}
