import { Query } from '@nestjs/cqrs';

export interface PromoCodeOrders {
  promotionCode: string;
  /** Orders registered with the code in the range, whatever became of them. */
  registeredOrders: number;
  /** Of those, the ones paid or activated. */
  paidOrders: number;
  /** COP: the discount of the paid ones. */
  discount: number;
}

/** Orders registered with a promotion code between two instants ([from, to)), per code, most used first. */
export class CountPromoCodeOrdersQuery extends Query<PromoCodeOrders[]> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
