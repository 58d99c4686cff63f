import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Customer } from '../../../domain/customer.entity';
import { toCustomerView, type CustomerView } from '../../../domain/customer.view';
import { GetCustomerByIdQuery } from './get-customer-by-id.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetCustomerByIdQuery)
export class GetCustomerByIdHandler implements IQueryHandler<GetCustomerByIdQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetCustomerByIdQuery): Promise<CustomerView | null> {
    if (!UUID.test(query.customerId)) return null;
    const customer = await this.em.findOne(Customer, { id: query.customerId });
    return customer ? toCustomerView(customer) : null;
  }
}
