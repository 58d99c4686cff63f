import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Customer } from '../../../domain/customer.entity';
import { ListCustomersPagedQuery, type CustomersPage } from './list-customers-paged.query';

@QueryHandler(ListCustomersPagedQuery)
export class ListCustomersPagedHandler implements IQueryHandler<ListCustomersPagedQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ListCustomersPagedQuery): Promise<CustomersPage> {
    const pattern = `%${query.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = query.filter
      ? {
          $or: [
            { documentNumber: { $ilike: pattern } },
            { legalName: { $ilike: pattern } },
            { firstName: { $ilike: pattern } },
            { lastName: { $ilike: pattern } },
          ],
        }
      : {};
    const [customers, count] = await this.em.findAndCount(Customer, where, {
      orderBy: { legalName: 'asc', firstName: 'asc', documentNumber: 'asc' },
      offset: query.start,
      limit: query.size,
      fields: ['id', 'documentNumber', 'legalName', 'firstName', 'lastName'],
    });
    return {
      records: customers.map((c) => ({
        id: c.id,
        documentNumber: c.documentNumber,
        legalName: c.legalName ?? null,
        firstName: c.firstName ?? null,
        lastName: c.lastName ?? null,
      })),
      count,
    };
  }
}
