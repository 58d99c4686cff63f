import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Customer } from '../../../domain/customer.entity';
import { toCustomerView, type CustomerView } from '../../../domain/customer.view';
import { FindCustomersByEmailQuery } from './find-customers-by-email.query';

@QueryHandler(FindCustomersByEmailQuery)
export class FindCustomersByEmailHandler implements IQueryHandler<FindCustomersByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindCustomersByEmailQuery): Promise<CustomerView[]> {
    const value = email.trim().toLowerCase();
    if (!value) return [];
    const found = await this.em.fork().find(Customer, { email: { $ilike: value.replace(/[\\%_]/g, (c) => `\\${c}`) } }, { limit: 20 });
    return found.map(toCustomerView);
  }
}
