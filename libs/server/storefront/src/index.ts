import type { MigrationObject } from '@mikro-orm/core';
import { EmailVerification } from './domain/email-verification.entity';
import { IdentityValidation } from './domain/identity-validation.entity';
import { Migration20261122030000OrderingCatalogueReadModel } from './infrastructure/migrations/Migration20261122030000OrderingCatalogueReadModel';
import { Migration20261122030100OrderingPriceTiers } from './infrastructure/migrations/Migration20261122030100OrderingPriceTiers';
import { Migration20261122040000OrderingEmailVerification } from './infrastructure/migrations/Migration20261122040000OrderingEmailVerification';
import { Migration20261122040100OrderingIdentityValidation } from './infrastructure/migrations/Migration20261122040100OrderingIdentityValidation';
import { CataloguePackageRecord } from './infrastructure/read-model/catalogue-package.record';
import { PriceTierRecord } from './infrastructure/read-model/price-tier.record';
import { PromoCodeCopyRecord } from './infrastructure/read-model/promo-code-copy.record';
import { PromoCodeUseRecord } from './infrastructure/read-model/promo-code-use.record';

export { StorefrontModule } from './storefront.module';
// The catalogue answered before Express: tests switch it off to compare with the Nest path.
export { CatalogueFastPath } from './infrastructure/http/catalogue-fast-path';

// The tables keep the "ordering" schema and the migrations their names: they were ordering's before
// the storefront became a context of its own (decision 0027), and the migration history stays as it was.
export const storefrontEntities = [
  // E-mail verification and identity validation (H2a).
  EmailVerification,
  IdentityValidation,
  // Storefront read model of the catalogue and price tiers (decision 0027).
  CataloguePackageRecord,
  PromoCodeCopyRecord,
  PromoCodeUseRecord,
  PriceTierRecord,
];

/** Run before ordering's: the history keeps the order it had when these were ordering's. */
export const storefrontMigrations: MigrationObject[] = [
  // Storefront read model of the catalogue and price tiers (decision 0027).
  { name: 'Migration20261122030000OrderingCatalogueReadModel', class: Migration20261122030000OrderingCatalogueReadModel },
  { name: 'Migration20261122030100OrderingPriceTiers', class: Migration20261122030100OrderingPriceTiers },
  // E-mail verification and identity validation (H2a).
  { name: 'Migration20261122040000OrderingEmailVerification', class: Migration20261122040000OrderingEmailVerification },
  { name: 'Migration20261122040100OrderingIdentityValidation', class: Migration20261122040100OrderingIdentityValidation },
];
