import type { MigrationObject } from '@mikro-orm/core';
import { EmailVerification } from './domain/email-verification.entity';
import { IdentityValidation } from './domain/identity-validation.entity';
import { Migration20261122040000OrderingEmailVerification } from './infrastructure/migrations/Migration20261122040000OrderingEmailVerification';
import { Migration20261122040100OrderingIdentityValidation } from './infrastructure/migrations/Migration20261122040100OrderingIdentityValidation';
import { PurchaseOrder } from './domain/purchase-order.entity';
import { PurchaseOrderLine } from './domain/purchase-order-line.entity';
import { Migration20261122050000OrderingPurchaseOrders } from './infrastructure/migrations/Migration20261122050000OrderingPurchaseOrders';
import { Migration20261122050100OrderingPurchaseOrderSearch } from './infrastructure/migrations/Migration20261122050100OrderingPurchaseOrderSearch';
import { CataloguePackageRecord } from './infrastructure/read-model/catalogue-package.record';
import { PriceTierRecord } from './infrastructure/read-model/price-tier.record';
import { PromotionCodeRecord } from './infrastructure/read-model/promotion-code.record';
import { PromotionCodeUseRecord } from './infrastructure/read-model/promotion-code-use.record';
import { Migration20261122030000OrderingCatalogueReadModel } from './infrastructure/migrations/Migration20261122030000OrderingCatalogueReadModel';
import { Migration20261122030100OrderingPriceTiers } from './infrastructure/migrations/Migration20261122030100OrderingPriceTiers';

export { OrderingModule } from './ordering.module';

export const orderingEntities = [
  // E-mail verification and identity validation (H2a).
  EmailVerification,
  IdentityValidation,
  // Purchase orders and trials (H2b).
  PurchaseOrder,
  PurchaseOrderLine,
  // Storefront read model of the catalogue and price tiers (H1).
  CataloguePackageRecord,
  PromotionCodeRecord,
  PromotionCodeUseRecord,
  PriceTierRecord,
];

export const orderingMigrations: MigrationObject[] = [
  // Storefront read model of the catalogue and price tiers (H1).
  { name: 'Migration20261122030000OrderingCatalogueReadModel', class: Migration20261122030000OrderingCatalogueReadModel },
  { name: 'Migration20261122030100OrderingPriceTiers', class: Migration20261122030100OrderingPriceTiers },
  // E-mail verification and identity validation (H2a).
  { name: 'Migration20261122040000OrderingEmailVerification', class: Migration20261122040000OrderingEmailVerification },
  { name: 'Migration20261122040100OrderingIdentityValidation', class: Migration20261122040100OrderingIdentityValidation },
  // Purchase orders and trials (H2b).
  { name: 'Migration20261122050000OrderingPurchaseOrders', class: Migration20261122050000OrderingPurchaseOrders },
  // Back-office order list (issue 5).
  { name: 'Migration20261122050100OrderingPurchaseOrderSearch', class: Migration20261122050100OrderingPurchaseOrderSearch },
];
