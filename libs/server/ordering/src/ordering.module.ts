import { Module } from '@nestjs/common';

/**
 * Pricing, cart rules, promo validation, purchase orders, e-mail verification and trials
 * (storefront.md §3–§5, design.md §5). Reads the catalogue through its events and snapshot queries and
 * registers customers through the customers context's commands.
 */
@Module({
  controllers: [],
  providers: [],
})
export class OrderingModule {}
