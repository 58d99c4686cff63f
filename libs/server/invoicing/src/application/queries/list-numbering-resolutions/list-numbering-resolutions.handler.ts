import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NumberingResolutionView } from '@lic/shared-api-types';
import { NumberingResolution } from '../../../domain/numbering-resolution.entity';
import { colombiaToday } from '../../document-issuer';
import { resolutionView } from '../../document-views';
import { ListNumberingResolutionsQuery } from './list-numbering-resolutions.query';

@QueryHandler(ListNumberingResolutionsQuery)
export class ListNumberingResolutionsHandler implements IQueryHandler<ListNumberingResolutionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<NumberingResolutionView[]> {
    const today = colombiaToday();
    const rows = await this.em.fork().find(NumberingResolution, {}, { orderBy: { createdOn: 'desc' } });
    return rows.map((row) => resolutionView(row, today));
  }
}
