import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataAccessView } from '@lic/shared-api-types';
import { PersonalDataAccess } from '../../../domain/personal-data-access.entity';
import { ListPersonalDataAccessQuery } from './list-personal-data-access.query';

@QueryHandler(ListPersonalDataAccessQuery)
export class ListPersonalDataAccessHandler implements IQueryHandler<ListPersonalDataAccessQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ search }: ListPersonalDataAccessQuery): Promise<PersonalDataAccessView[]> {
    const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const found = await this.em
      .fork()
      .find(
        PersonalDataAccess,
        like ? { $or: [{ userName: { $ilike: like } }, { subject: { $ilike: like } }, { detail: { $ilike: like } }] } : {},
        {
          orderBy: { accessedAt: 'desc' },
          limit: 500,
        },
      );
    return found.map((access) => ({
      accessedOn: access.accessedAt.toISOString(),
      userName: access.userName,
      actor: access.actor,
      action: access.action,
      subject: access.subject,
      detail: access.detail,
      ip: access.ip,
    }));
  }
}
