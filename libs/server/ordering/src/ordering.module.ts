import { Module } from '@nestjs/common';
// Purchase orders, trials and the base-customer check (H2b).
import { integrationEvents } from '@lic/server-kernel';
import { ActivateTrialHandler } from './application/commands/activate-trial/activate-trial.handler';
import { RegisterPurchaseOrderHandler } from './application/commands/register-purchase-order/register-purchase-order.handler';
import { RegisterTrialHandler } from './application/commands/register-trial/register-trial.handler';
import { PAYMENT_HANDOVER } from './application/ports/payment-handover.port';
import { GetPackageBaseCustomerHandler } from './application/queries/get-package-base-customer/get-package-base-customer.handler';
import { GetStatusPurchaseOrderHandler } from './application/queries/get-status-purchase-order/get-status-purchase-order.handler';
import { PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { PaymentsContextHandover } from './infrastructure/payments-context-handover';
import { ApproveOrderOnPaymentApproved } from './application/event-handlers/approve-order-on-payment-approved.handler';
import { RejectOrderOnPaymentRejected } from './application/event-handlers/reject-order-on-payment-rejected.handler';
import { ReverseOrderOnPaymentReversed } from './application/event-handlers/reverse-order-on-payment-reversed.handler';
import { PackageBaseCustomerController } from './interface/package-base-customer.controller';
import { PurchaseOrderController } from './interface/purchase-order.controller';
import { TrialController } from './interface/trial.controller';
// Back office "Órdenes de compra" (issue 5).
import { ORDER_LICENCES } from './application/ports/order-licences.port';
import { GetPurchaseOrderDetailHandler } from './application/queries/get-purchase-order-detail/get-purchase-order-detail.handler';
import { SearchPurchaseOrdersHandler } from './application/queries/search-purchase-orders/search-purchase-orders.handler';
import { LicensingOrderLicences } from './infrastructure/licences/licensing-order-licences';
// Issue 6: licensing reads the approved order.
import { CountPromotionCodeOrdersHandler } from './application/queries/count-promotion-code-orders/count-promotion-code-orders.handler';
import { GetOrderForLicensingHandler } from './application/queries/get-order-for-licensing/get-order-for-licensing.handler';
import { PurchaseOrderAdminController } from './interface/purchase-order-admin.controller';
// Storefront catalogue, price tiers, package links and promo codes (H1).
import { RecordPromotionCodeUseHandler } from './application/commands/record-promotion-code-use/record-promotion-code-use.handler';
import { RefreshReadModelOnCatalogueChange } from './application/event-handlers/refresh-read-model-on-catalogue-change.handler';
import { DecryptPackageLinkHandler } from './application/queries/decrypt-package-link/decrypt-package-link.handler';
import { EncryptPackageLinkHandler } from './application/queries/encrypt-package-link/encrypt-package-link.handler';
import { GetPriceTiersHandler } from './application/queries/get-price-tiers/get-price-tiers.handler';
import { GetPromotionCodeHandler } from './application/queries/get-promotion-code/get-promotion-code.handler';
import { GetStorefrontCatalogueHandler } from './application/queries/get-storefront-catalogue/get-storefront-catalogue.handler';
import { GetStorefrontPackagesHandler } from './application/queries/get-storefront-packages/get-storefront-packages.handler';
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

integrationEvents.register(PurchaseOrderRegisteredEvent);

/**
 * Pricing, cart rules, promo validation, purchase orders, e-mail verification and trials
 * (storefront.md §3–§5, design.md §5). Reads the catalogue through its events and snapshot queries and
 * registers customers through the customers context's commands.
 */
@Module({
  controllers: [
    // H2b: purchase orders, trials, base-customer check.
    PurchaseOrderController,
    TrialController,
    PackageBaseCustomerController,
    // Issue 5: back office "Órdenes de compra".
    PurchaseOrderAdminController,
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
    // H2b: purchase orders, trials, base-customer check.
    { provide: PAYMENT_HANDOVER, useClass: PaymentsContextHandover },
    ApproveOrderOnPaymentApproved,
    RejectOrderOnPaymentRejected,
    ReverseOrderOnPaymentReversed,
    RegisterPurchaseOrderHandler,
    RegisterTrialHandler,
    ActivateTrialHandler,
    GetPackageBaseCustomerHandler,
    GetStatusPurchaseOrderHandler,
    // Issue 5: back office "Órdenes de compra" (the licences of an order come from licensing, issue 6).
    { provide: ORDER_LICENCES, useClass: LicensingOrderLicences },
    // Issue 6: licensing reads the approved order.
    GetOrderForLicensingHandler,
    CountPromotionCodeOrdersHandler,
    SearchPurchaseOrdersHandler,
    GetPurchaseOrderDetailHandler,
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
export class OrderingModule {}
