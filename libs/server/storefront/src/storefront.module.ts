import { Module } from '@nestjs/common';
// Storefront catalogue, price tiers, package links and promo codes (H1).
import { RecordPromotionCodeUseHandler } from './application/commands/record-promotion-code-use/record-promotion-code-use.handler';
import { RefreshReadModelOnCatalogueChange } from './application/event-handlers/refresh-read-model-on-catalogue-change.handler';
import { CheckPromotionCodeHandler } from './application/queries/check-promotion-code/check-promotion-code.handler';
import { DecryptPackageLinkHandler } from './application/queries/decrypt-package-link/decrypt-package-link.handler';
import { EncryptPackageLinkHandler } from './application/queries/encrypt-package-link/encrypt-package-link.handler';
import { GetPackagePricesHandler } from './application/queries/get-package-prices/get-package-prices.handler';
import { GetPriceTiersHandler } from './application/queries/get-price-tiers/get-price-tiers.handler';
import { GetPromotionCodeHandler } from './application/queries/get-promotion-code/get-promotion-code.handler';
import { GetStorefrontCatalogueHandler } from './application/queries/get-storefront-catalogue/get-storefront-catalogue.handler';
import { GetStorefrontPackagesHandler } from './application/queries/get-storefront-packages/get-storefront-packages.handler';
import { GetStorefrontViewerHandler } from './application/queries/get-storefront-viewer/get-storefront-viewer.handler';
import { PriceCartHandler } from './application/queries/price-cart/price-cart.handler';
import { ValidatePromotionCodeHandler } from './application/queries/validate-promotion-code/validate-promotion-code.handler';
import { CatalogueReadModelUpdater } from './application/support/catalogue-read-model-updater';
import { ReconcileReadModelOnStart } from './application/support/reconcile-read-model-on-start';
import { StorefrontViewers } from './application/support/storefront-viewer';
import { CatalogueChangeListener } from './infrastructure/cache/catalogue-change-listener';
import { StorefrontCache } from './infrastructure/cache/storefront-cache';
import { CatalogueFastPath } from './infrastructure/http/catalogue-fast-path';
import { CatalogueReadModel } from './infrastructure/read-model/catalogue-read-model';
import { PackageLinkController } from './interface/package-link.controller';
import { PriceTierController } from './interface/price-tier.controller';
import { PromotionCodeController } from './interface/promotion-code.controller';
import { StorefrontCatalogueController } from './interface/storefront-catalogue.controller';
// E-mail verification, identity validation, customer look-ups and address suggestions (H2a).
import { ConfirmIdentityValidationEmailHandler } from './application/commands/confirm-identity-validation-email/confirm-identity-validation-email.handler';
import { RegisterIdentityValidationHandler } from './application/commands/register-identity-validation/register-identity-validation.handler';
import { RequestEmailVerificationHandler } from './application/commands/request-email-verification/request-email-verification.handler';
import { ValidateMailCodeHandler } from './application/commands/validate-mail-code/validate-mail-code.handler';
import { ADDRESS_SUGGESTIONS } from './application/ports/address-suggestions.port';
import { COMPANY_LOOKUP } from './application/ports/company-lookup.port';
import { IDENTITY_CHECK } from './application/ports/identity-check.port';
import { GetCompanyNameHandler } from './application/queries/get-company-name/get-company-name.handler';
import { GetCustomerInformationHandler } from './application/queries/get-customer-information/get-customer-information.handler';
import { GetIdentityValidationHandler } from './application/queries/get-identity-validation/get-identity-validation.handler';
import { IsEmailVerifiedHandler } from './application/queries/is-email-verified/is-email-verified.handler';
import { SuggestAddressesHandler } from './application/queries/suggest-addresses/suggest-addresses.handler';
import { ColombianAddressAssistant } from './infrastructure/address/colombian-address-assistant';
import { CustomersCompanyLookup } from './infrastructure/company-lookup/customers-company-lookup';
import { OfflineIdentityCheck } from './infrastructure/identity-check/offline-identity-check';
import { VerificationCodeHasher } from './infrastructure/verification-code.hasher';
import { AddressController } from './interface/address.controller';
import { CustomerLookupsController } from './interface/customer-lookups.controller';
import { EmailVerificationController } from './interface/email-verification.controller';
import { IdentityValidationController } from './interface/identity-validation.controller';

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
    // H1: storefront catalogue read model, cache, price tiers, package links, promo codes.
    StorefrontCache,
    CatalogueReadModel,
    CatalogueReadModelUpdater,
    ReconcileReadModelOnStart,
    CatalogueChangeListener,
    CatalogueFastPath,
    StorefrontViewers,
    RefreshReadModelOnCatalogueChange,
    GetStorefrontCatalogueHandler,
    GetStorefrontPackagesHandler,
    GetPromotionCodeHandler,
    GetPriceTiersHandler,
    ValidatePromotionCodeHandler,
    EncryptPackageLinkHandler,
    DecryptPackageLinkHandler,
    RecordPromotionCodeUseHandler,
    // What ordering asks through @lic/server-storefront-api.
    GetStorefrontViewerHandler,
    PriceCartHandler,
    CheckPromotionCodeHandler,
    GetPackagePricesHandler,
    // H2a: e-mail verification, identity validation, customer look-ups, address suggestions.
    { provide: IDENTITY_CHECK, useClass: OfflineIdentityCheck },
    { provide: COMPANY_LOOKUP, useClass: CustomersCompanyLookup },
    { provide: ADDRESS_SUGGESTIONS, useClass: ColombianAddressAssistant },
    VerificationCodeHasher,
    RequestEmailVerificationHandler,
    ValidateMailCodeHandler,
    IsEmailVerifiedHandler,
    RegisterIdentityValidationHandler,
    ConfirmIdentityValidationEmailHandler,
    GetIdentityValidationHandler,
    GetCompanyNameHandler,
    GetCustomerInformationHandler,
    SuggestAddressesHandler,
  ],
})
export class StorefrontModule {}
