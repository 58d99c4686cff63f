import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toPromoCodeSnapshot, type PromoCodeSnapshot } from '../../../domain/promo-code-snapshot';
import { PromoCode } from '../../../domain/promo-code.entity';
import { ListPromoCodeSnapshotsQuery } from '@lic/server-catalogue-api';

@QueryHandler(ListPromoCodeSnapshotsQuery)
export class ListPromoCodeSnapshotsHandler implements IQueryHandler<ListPromoCodeSnapshotsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PromoCodeSnapshot[]> {
    const promos = await this.em.fork().find(PromoCode, {}, { populate: ['packages', 'typeUser'], orderBy: { id: 'asc' } });
    return promos.map(toPromoCodeSnapshot);
  }
}
