import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppDocumentType } from '../../../domain/app-document-type.entity';
import { DocumentType } from '../../../domain/document-type.entity';
import { GetDocumentTypesQuery, type DocumentTypeView } from './get-document-types.query';

@QueryHandler(GetDocumentTypesQuery)
export class GetDocumentTypesHandler implements IQueryHandler<GetDocumentTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetDocumentTypesQuery): Promise<DocumentTypeView[]> {
    const types =
      query.appName === undefined
        ? await this.em.find(DocumentType, {}, { orderBy: { id: 'asc' } })
        : (
            await this.em.find(
              AppDocumentType,
              { appName: query.appName.toLowerCase() },
              { populate: ['documentType'], orderBy: { documentType: { id: 'asc' } } },
            )
          ).map((entry) => entry.documentType);
    return types.map(({ id, code, description, dianCode, countries }) => ({ id, code, description, dianCode, countries }));
  }
}
