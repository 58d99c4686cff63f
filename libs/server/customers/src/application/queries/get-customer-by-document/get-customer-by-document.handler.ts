import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normalizeDocumentNumber } from '@lic/shared-rules';
import { Customer } from '../../../domain/customer.entity';
import { toCustomerView, type CustomerView } from '../../../domain/customer.view';
import { GetCustomerByDocumentQuery } from './get-customer-by-document.query';

@QueryHandler(GetCustomerByDocumentQuery)
export class GetCustomerByDocumentHandler implements IQueryHandler<GetCustomerByDocumentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetCustomerByDocumentQuery): Promise<CustomerView | null> {
    const customer = await this.em.findOne(Customer, {
      documentTypeId: query.documentTypeId,
      documentNumber: normalizeDocumentNumber(query.documentNumber),
    });
    return customer ? toCustomerView(customer) : null;
  }
}
