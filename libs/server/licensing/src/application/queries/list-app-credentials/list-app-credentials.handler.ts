import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppCredentialView } from '@lic/shared-api-types';
import { AppCredential } from '../../../domain/credentials/app-credential.entity';
import { toAppCredentialView } from '../../../domain/credentials/app-credential.view';
import { ListAppCredentialsQuery } from './list-app-credentials.query';

@QueryHandler(ListAppCredentialsQuery)
export class ListAppCredentialsHandler implements IQueryHandler<ListAppCredentialsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AppCredentialView[]> {
    const credentials = await this.em.find(AppCredential, {}, { orderBy: { createdOn: 'desc', id: 'asc' } });
    return credentials.map(toAppCredentialView);
  }
}
