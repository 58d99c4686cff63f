import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PromotionalUserType } from '../../../domain/promotional-user-type.entity';
import { ListPromoUserTypesQuery, type PromoUserTypeRecord } from './list-promo-user-types.query';

@QueryHandler(ListPromoUserTypesQuery)
export class ListPromoUserTypesHandler implements IQueryHandler<ListPromoUserTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PromoUserTypeRecord[]> {
    const types = await this.em.find(PromotionalUserType, {}, { orderBy: { id: 'asc' } });
    return types.map((t) => ({ id: t.id, value: t.id, typeUser: t.typeUser }));
  }
}
