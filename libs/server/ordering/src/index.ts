import type { MigrationObject } from '@mikro-orm/core';
import { PurchaseOrder } from './domain/purchase-order.entity';
import { PurchaseOrderLine } from './domain/purchase-order-line.entity';
import { Migration20261122050000OrderingPurchaseOrders } from './infrastructure/migrations/Migration20261122050000OrderingPurchaseOrders';
import { Migration20261122050100OrderingPurchaseOrderSearch } from './infrastructure/migrations/Migration20261122050100OrderingPurchaseOrderSearch';
import { Migration20261130010000OrderingOrderCancellation } from './infrastructure/migrations/Migration20261130010000OrderingOrderCancellation';

export { OrderingModule } from './ordering.module';

export const orderingEntities = [
  // Purchase orders and trials (H2b).
  PurchaseOrder,
  PurchaseOrderLine,
];

/** Run after the storefront's (its migrations were ordering's first ones, decision 0027). */
export const orderingMigrations: MigrationObject[] = [
  // Purchase orders and trials (H2b).
  { name: 'Migration20261122050000OrderingPurchaseOrders', class: Migration20261122050000OrderingPurchaseOrders },
  // Back-office order list.
  { name: 'Migration20261122050100OrderingPurchaseOrderSearch', class: Migration20261122050100OrderingPurchaseOrderSearch },
  // "Anular orden" of a paid order (decision 0066).
  { name: 'Migration20261130010000OrderingOrderCancellation', class: Migration20261130010000OrderingOrderCancellation },
];
