import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DomainErrorField } from '@lic/server-kernel';
import { FindCityQuery, FindDepartmentQuery, GetDocumentTypesQuery, IsEmailDomainBlockedQuery } from '@lic/server-reference';
import { MESSAGES, normalizeDocumentNumber } from '@lic/shared-rules';
import { Customer } from '../../../domain/customer.entity';
import type { CustomerData } from '../../../domain/customer-data';
import { InvalidCustomerDataError } from '../../../domain/customers.errors';
import { UpsertCustomerByDocumentCommand, type UpsertCustomerResult } from './upsert-customer-by-document.command';

export const UNKNOWN_DOCUMENT_TYPE_MESSAGE = 'Tipo de documento no permitido.';
export const UNKNOWN_DEPARTMENT_MESSAGE = 'El departamento seleccionado no existe.';
export const CITY_OUTSIDE_DEPARTMENT_MESSAGE = 'El municipio seleccionado no pertenece al departamento.';

@CommandHandler(UpsertCustomerByDocumentCommand)
export class UpsertCustomerByDocumentHandler implements ICommandHandler<UpsertCustomerByDocumentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ data }: UpsertCustomerByDocumentCommand): Promise<UpsertCustomerResult> {
    const referenceErrors = await this.referenceErrors(data);
    if (referenceErrors.length > 0) throw new InvalidCustomerDataError(referenceErrors);
    try {
      return await this.save(data);
    } catch (error) {
      // Two requests registered the same document at once: the loser updates the winner's record.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      return this.save(data);
    }
  }

  private async save(data: CustomerData): Promise<UpsertCustomerResult> {
    const existing = await this.em.findOne(Customer, {
      documentTypeId: data.documentTypeId,
      documentNumber: normalizeDocumentNumber(data.documentNumber),
    });
    const customer = existing ?? Customer.register(data);
    if (existing) existing.update(data);
    else this.em.persist(customer);
    await this.em.flush();
    return { customerId: customer.id, created: !existing, dv: customer.checkDigit ?? null };
  }

  /** What only the reference context knows: document types, departments and municipalities, blocked domains. */
  private async referenceErrors(data: CustomerData): Promise<DomainErrorField[]> {
    const errors: DomainErrorField[] = [];
    const [documentTypes, department, city, blocked] = await Promise.all([
      this.queryBus.execute(new GetDocumentTypesQuery()),
      this.queryBus.execute(new FindDepartmentQuery(data.departmentId)),
      this.queryBus.execute(new FindCityQuery(data.cityId)),
      this.queryBus.execute(new IsEmailDomainBlockedQuery(data.email)),
    ]);
    const knownType = (id: number | null | undefined): boolean => documentTypes.some((type) => type.id === id);
    if (!knownType(data.documentTypeId)) errors.push({ field: 'documentTypeId', message: UNKNOWN_DOCUMENT_TYPE_MESSAGE });
    if (data.legalDocumentTypeId != null && !knownType(data.legalDocumentTypeId)) {
      errors.push({ field: 'legalDocumentTypeId', message: UNKNOWN_DOCUMENT_TYPE_MESSAGE });
    }
    if (!department) errors.push({ field: 'departmentId', message: UNKNOWN_DEPARTMENT_MESSAGE });
    else if (!city || city.departmentId !== department.id) errors.push({ field: 'cityId', message: CITY_OUTSIDE_DEPARTMENT_MESSAGE });
    if (blocked) errors.push({ field: 'email', message: MESSAGES.emailDomainBlocked });
    return errors;
  }
}
