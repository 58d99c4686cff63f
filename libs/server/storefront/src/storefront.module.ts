import { Module } from '@nestjs/common';
// Storefront catalogue, price tiers, package links and promo codes (decision 0027).
import { CatalogueReadModelUpdater } from './application/catalogue-read-model/catalogue-read-model-updater';
import { ReconcileReadModelOnStart } from './application/catalogue-read-model/reconcile-read-model-on-start';
import { StorefrontViewers } from './application/storefront-viewers/storefront-viewer';
import { CatalogueChangeListener } from './infrastructure/cache/catalogue-change-listener';
import { StorefrontCache } from './infrastructure/cache/storefront-cache';
import { CatalogueFastPath } from './infrastructure/http/catalogue-fast-path';
import { CatalogueReadModel } from './infrastructure/read-model/catalogue-read-model';
import { PackageLinkController } from './interface/package-link.controller';
import { PriceTierController } from './interface/price-tier.controller';
import { PromotionCodeController } from './interface/promotion-code.controller';
import { StorefrontCatalogueController } from './interface/storefront-catalogue.controller';
// E-mail verification, identity validation, customer look-ups and address suggestions (H2a).
import { ADDRESS_SUGGESTIONS } from './application/ports/address-suggestions.port';
import { COMPANY_LOOKUP } from './application/ports/company-lookup.port';
import { IDENTITY_CHECK } from './application/ports/identity-check.port';
import { ColombianAddressAssistant } from './infrastructure/address/colombian-address-assistant';
import { CustomersCompanyLookup } from './infrastructure/company-lookup/customers-company-lookup';
import { OfflineIdentityCheck } from './infrastructure/identity-check/offline-identity-check';
import { VerificationCodeHasher } from './infrastructure/verification-code.hasher';
import { AddressController } from './interface/address.controller';
import { CustomerLookupsController } from './interface/customer-lookups.controller';
import { EmailVerificationController } from './interface/email-verification.controller';
import { IdentityValidationController } from './interface/identity-validation.controller';
import { STOREFRONT_HANDLERS } from './application/handlers';

/**
 * The storefront's backend (storefront.md §3–§5, §8; decision 0027): the read model of the catalogue it
 * sells (kept from the catalogue's events and snapshots), its cache and fast path, price tiers, package
 * links, promo codes, e-mail verification, identity validation, customer look-ups and address
 * suggestions. Ordering asks it through @lic/server-storefront-api for what a purchase order needs.
 */
@Module({
  controllers: [
    // H1: storefront catalogue, price tiers, package links, promo codes.
    StorefrontCatalogueController,
    PriceTierController,
    PackageLinkController,
    PromotionCodeController,
    // H2a: e-mail verification, identity validation, customer look-ups, address suggestions.
    EmailVerificationController,
    IdentityValidationController,
    CustomerLookupsController,
    AddressController,
  ],
  providers: [
    ...STOREFRONT_HANDLERS,
    // H1: storefront catalogue read model, cache and fast path.
    StorefrontCache,
    CatalogueReadModel,
    CatalogueReadModelUpdater,
    ReconcileReadModelOnStart,
    CatalogueChangeListener,
    CatalogueFastPath,
    StorefrontViewers,
    // H2a: e-mail verification, identity validation, customer look-ups, address suggestions.
    { provide: IDENTITY_CHECK, useClass: OfflineIdentityCheck },
    { provide: COMPANY_LOOKUP, useClass: CustomersCompanyLookup },
    { provide: ADDRESS_SUGGESTIONS, useClass: ColombianAddressAssistant },
    VerificationCodeHasher,
  ],
})
export class StorefrontModule {}
