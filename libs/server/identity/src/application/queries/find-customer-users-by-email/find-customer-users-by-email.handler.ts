import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../../domain/user.entity';
import { FindCustomerUsersByEmailQuery, type CustomerUserView } from './find-customer-users-by-email.query';

@QueryHandler(FindCustomerUsersByEmailQuery)
export class FindCustomerUsersByEmailHandler implements IQueryHandler<FindCustomerUsersByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindCustomerUsersByEmailQuery): Promise<CustomerUserView[]> {
    const value = email.trim().toLowerCase();
    if (!value) return [];
    const users = await this.em.fork().find(User, { email: value, active: true }, { limit: 20 });
    return users
      .filter((user) => !user.isStaff())
      .map((user) => ({
        userName: user.userName,
        fullName: user.fullName,
        customerId: user.customerId ?? null,
        customerType: user.customerType ?? null,
        customerValue: user.customerValue ?? null,
      }));
  }
}
