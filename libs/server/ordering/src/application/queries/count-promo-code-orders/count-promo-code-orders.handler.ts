import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PurchaseOrderState } from '../../../domain/purchase-order-state';
import { CountPromoCodeOrdersQuery, type PromoCodeOrders } from '@lic/server-ordering-api';

/** The built-in "Códigos Promocionales" report of the back office asks this (licensing reports). */
@QueryHandler(CountPromoCodeOrdersQuery)
export class CountPromoCodeOrdersHandler implements IQueryHandler<CountPromoCodeOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ from, to }: CountPromoCodeOrdersQuery): Promise<PromoCodeOrders[]> {
    const rows = await this.em.getConnection().execute<{ promotion_code: string; registered: string; paid: string; discount: string }[]>(
      `select upper("promotion_code") as "promotion_code", count(*) as "registered",
              count(*) filter (where "state" in (?, ?)) as "paid",
              coalesce(sum("total_discount") filter (where "state" in (?, ?)), 0) as "discount"
         from "ordering"."purchase_order"
        where "promotion_code" is not null and "promotion_code" <> '' and "registered_on" >= ? and "registered_on" < ?
        group by 1
        order by 2 desc, 1`,
      [PurchaseOrderState.APPROVED, PurchaseOrderState.ACTIVATED, PurchaseOrderState.APPROVED, PurchaseOrderState.ACTIVATED, from, to],
      'all',
    );
    return rows.map((row) => ({
      promotionCode: row.promotion_code,
      registeredOrders: Number(row.registered),
      paidOrders: Number(row.paid),
      discount: Number(row.discount),
    }));
  }
}
