import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUUID } from 'class-validator';
import { UserNotFoundError } from '../../../domain/identity.errors';
import { User } from '../../../domain/user.entity';
import { GetUserByNameIdQuery, type UserView } from './get-user-by-name-id.query';

@QueryHandler(GetUserByNameIdQuery)
export class GetUserByNameIdHandler implements IQueryHandler<GetUserByNameIdQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetUserByNameIdQuery): Promise<UserView> {
    const value = query.idOrUserName.trim();
    const where = isUUID(value) ? { id: value } : { userName: User.normaliseUserName(value) };
    const row = await this.em
      .createQueryBuilder(User, 'u')
      .select(['id', 'userName', 'firstName', 'lastName', 'email'])
      .where(where)
      .execute('get');
    if (!row) throw new UserNotFoundError();
    return {
      id: row.id,
      userName: row.userName,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
    };
  }
}
