import { ConfirmIdentityValidationEmailHandler } from './commands/confirm-identity-validation-email/confirm-identity-validation-email.handler';
import { RecordPromoCodeUseHandler } from './commands/record-promo-code-use/record-promo-code-use.handler';
import { RegisterIdentityValidationHandler } from './commands/register-identity-validation/register-identity-validation.handler';
import { RequestEmailVerificationHandler } from './commands/request-email-verification/request-email-verification.handler';
import { VerifyEmailCodeHandler } from './commands/verify-email-code/verify-email-code.handler';
import { RefreshReadModelOnCatalogueChange } from './event-handlers/refresh-read-model-on-catalogue-change/refresh-read-model-on-catalogue-change.handler';
import { CheckPromoCodeHandler } from './queries/check-promo-code/check-promo-code.handler';
import { DecryptPackageLinkHandler } from './queries/decrypt-package-link/decrypt-package-link.handler';
import { EncryptPackageLinkHandler } from './queries/encrypt-package-link/encrypt-package-link.handler';
import { GetCompanyNameHandler } from './queries/get-company-name/get-company-name.handler';
import { GetCustomerInformationHandler } from './queries/get-customer-information/get-customer-information.handler';
import { GetHomeCatalogueHandler } from './queries/get-home-catalogue/get-home-catalogue.handler';
import { GetIdentityValidationHandler } from './queries/get-identity-validation/get-identity-validation.handler';
import { GetPackagePricesHandler } from './queries/get-package-prices/get-package-prices.handler';
import { GetPriceTiersHandler } from './queries/get-price-tiers/get-price-tiers.handler';
import { GetPromoCodeHandler } from './queries/get-promo-code/get-promo-code.handler';
import { GetStorefrontCatalogueHandler } from './queries/get-storefront-catalogue/get-storefront-catalogue.handler';
import { GetStorefrontPackagesHandler } from './queries/get-storefront-packages/get-storefront-packages.handler';
import { GetStorefrontViewerHandler } from './queries/get-storefront-viewer/get-storefront-viewer.handler';
import { IsEmailVerifiedHandler } from './queries/is-email-verified/is-email-verified.handler';
import { PriceCartHandler } from './queries/price-cart/price-cart.handler';
import { SuggestAddressesHandler } from './queries/suggest-addresses/suggest-addresses.handler';
import { ValidatePromoCodeHandler } from './queries/validate-promo-code/validate-promo-code.handler';

/** The command, query and event handlers of the storefront context, registered by its module. */
export const STOREFRONT_HANDLERS = [
  RefreshReadModelOnCatalogueChange,
  GetStorefrontCatalogueHandler,
  GetHomeCatalogueHandler,
  GetStorefrontPackagesHandler,
  GetPromoCodeHandler,
  GetPriceTiersHandler,
  ValidatePromoCodeHandler,
  EncryptPackageLinkHandler,
  DecryptPackageLinkHandler,
  RecordPromoCodeUseHandler,
  GetStorefrontViewerHandler,
  PriceCartHandler,
  CheckPromoCodeHandler,
  GetPackagePricesHandler,
  RequestEmailVerificationHandler,
  VerifyEmailCodeHandler,
  IsEmailVerifiedHandler,
  RegisterIdentityValidationHandler,
  ConfirmIdentityValidationEmailHandler,
  GetIdentityValidationHandler,
  GetCompanyNameHandler,
  GetCustomerInformationHandler,
  SuggestAddressesHandler,
];
