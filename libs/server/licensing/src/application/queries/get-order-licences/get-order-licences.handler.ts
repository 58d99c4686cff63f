import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetOrderLicencesQuery, type OrderLicenceIssue } from '@lic/server-licensing-api';
import { LicenceIssue } from '../../../domain/licence-issue.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The licences issued for an order (ordering's timeline asks through @lic/server-licensing-api). */
@QueryHandler(GetOrderLicencesQuery)
export class GetOrderLicencesHandler implements IQueryHandler<GetOrderLicencesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ referenceUuid }: GetOrderLicencesQuery): Promise<OrderLicenceIssue[]> {
    if (!UUID.test(referenceUuid)) return [];
    const issues = await this.em
      .fork()
      .find(LicenceIssue, { referenceUuid: referenceUuid.toLowerCase() }, { orderBy: { issuedOn: 'asc' } });
    return issues.map((issue) => ({ issuedOn: issue.issuedOn, description: issue.description, issuedBy: issue.issuedBy ?? null }));
  }
}
