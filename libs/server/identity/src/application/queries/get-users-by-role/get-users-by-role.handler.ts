import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnknownRoleError } from '../../../domain/identity.errors';
import { isKnownRole } from '../../../domain/role';
import { User } from '../../../domain/user.entity';
import { GetUsersByRoleQuery, type UsersByRoleView } from './get-users-by-role.query';

@QueryHandler(GetUsersByRoleQuery)
export class GetUsersByRoleHandler implements IQueryHandler<GetUsersByRoleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetUsersByRoleQuery): Promise<UsersByRoleView> {
    if (query.roles.length === 0 || !query.roles.every(isKnownRole)) throw new UnknownRoleError();
    const rows = await this.em
      .createQueryBuilder(User, 'u')
      .select(['id', 'userName', 'firstName', 'lastName', 'email', 'roles'])
      .where({ roles: { $overlap: query.roles }, active: true })
      .orderBy({ firstName: 'asc', lastName: 'asc' })
      .execute('all');
    return {
      recordsData: query.roles.map((role) => ({
        role,
        users: rows
          .filter((row) => row.roles.includes(role))
          .map((row) => ({ id: row.id, userName: row.userName, names: row.firstName, surnames: row.lastName, email: row.email })),
      })),
    };
  }
}
