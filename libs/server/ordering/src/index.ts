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

// E-mail verification, identity validation, customer look-ups and address suggestions (H2a).
export { IsEmailVerifiedQuery } from './application/queries/is-email-verified/is-email-verified.query';
export {
  GetIdentityValidationQuery,
  type IdentityValidationView,
} from './application/queries/get-identity-validation/get-identity-validation.query';
export { COMPANY_LOOKUP, type CompanyLookup, type CompanyLookupOptions, type CompanyRecord } from './application/ports/company-lookup.port';
export {
  IDENTITY_CHECK,
  type IdentityCheck,
  type IdentityCheckResult,
  type IdentitySubject,
} from './application/ports/identity-check.port';
export { ADDRESS_SUGGESTIONS, type AddressSuggestions } from './application/ports/address-suggestions.port';

// Purchase orders, trials and the base-customer check (H2b).
export { PurchaseOrderRegisteredEvent, type PurchaseOrderRegisteredLine } from './domain/events/purchase-order-registered.event';
export {
  PurchaseOrderState,
  PurchaseCode,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PurchaseOrderKind,
} from './domain/purchase-order-state';
export {
  PAYMENT_HANDOVER,
  type PaymentHandover,
  type OnlinePaymentHandover,
  type OnlinePaymentOrder,
} from './application/ports/payment-handover.port';
export {
  RegisterPurchaseOrderCommand,
  type PurchaseCaller,
  type RegisterPurchaseOrderResult,
} from './application/commands/register-purchase-order/register-purchase-order.command';
export { GetPackageBaseCustomerQuery } from './application/queries/get-package-base-customer/get-package-base-customer.query';
export { GetStatusPurchaseOrderQuery } from './application/queries/get-status-purchase-order/get-status-purchase-order.query';

// Back office "Órdenes de compra" (issue 5): read-only list and detail with the timeline.
export {
  SearchPurchaseOrdersQuery,
  type PurchaseOrderSearch,
  type PurchaseOrderPage,
  type PurchaseOrderSummaryView,
} from './application/queries/search-purchase-orders/search-purchase-orders.query';
export {
  GetPurchaseOrderDetailQuery,
  type PurchaseOrderDetailView,
  type PurchaseOrderTimelineEntryView,
} from './application/queries/get-purchase-order-detail/get-purchase-order-detail.query';

// Licensing (issue 6): the approved order as licensing issues it.
export {
  GetOrderForLicensingQuery,
  type OrderForLicensing,
  type OrderForLicensingLine,
} from './application/queries/get-order-for-licensing/get-order-for-licensing.query';
export {
  CountPromotionCodeOrdersQuery,
  type PromotionCodeOrders,
} from './application/queries/count-promotion-code-orders/count-promotion-code-orders.query';
export { brandedMail, type BrandedMailContent } from './application/support/branded-mail';

// Storefront catalogue, price tiers, package links and promo codes (H1).
export {
  promotionCodeEligibility,
  promotionCodePeriod,
  PROMOTION_USER_TYPE,
  type PromotionCodeEligibility,
  type PromotionCodeEligibilityInput,
  type PromotionCodePeriod,
} from './domain/promotion-code-eligibility';
export { GetStorefrontPackagesQuery } from './application/queries/get-storefront-packages/get-storefront-packages.query';
export { GetPromotionCodeQuery, type PromotionCodeState } from './application/queries/get-promotion-code/get-promotion-code.query';
export { GetPriceTiersQuery } from './application/queries/get-price-tiers/get-price-tiers.query';
export { RecordPromotionCodeUseCommand } from './application/commands/record-promotion-code-use/record-promotion-code-use.command';
export { pricingLineOf, pricingLinesOf, EmployeeQuantityError, type CartItem } from './application/support/pricing-lines';
export { ANONYMOUS_VIEWER, StorefrontViewers, type StorefrontViewer } from './application/support/storefront-viewer';

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
