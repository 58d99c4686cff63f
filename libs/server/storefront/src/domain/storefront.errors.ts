import { InvalidInputError, NotFoundError } from '@lic/server-kernel';
import { StorefrontMessage } from './storefront.messages';

/** GetPackagesByServiceName of an app that is neither a brand nor a service of the catalogue (404). */
export class UnknownAppError extends NotFoundError {
  constructor(appName: string) {
    super('ORDERING.UNKNOWN_APP', StorefrontMessage.unknownApp(appName));
  }
}

/** The promo code cannot apply to the cart (400, storefront.md §7: "HTTP 400 = cannot apply"). */
export class PromoCodeNotApplicableError extends InvalidInputError {
  constructor() {
    super('ORDERING.PROMOTION_CODE_NOT_APPLICABLE', StorefrontMessage.promoCodeNotApplicable, [
      { field: 'promoCode', message: StorefrontMessage.promoCodeNotApplicable },
    ]);
  }
}

/** A package link that does not decrypt, or names a package no longer on sale (400). */
export class InvalidPackageLinkInputError extends InvalidInputError {
  constructor() {
    super('ORDERING.PACKAGE_LINK_INVALID', StorefrontMessage.packageLinkInvalid, [
      { field: 'package', message: StorefrontMessage.packageLinkInvalid },
    ]);
  }
}

/** Header pType missing or not general, employee or documents (400). */
export class InvalidPriceTypeError extends InvalidInputError {
  constructor() {
    super('ORDERING.PRICE_TYPE_INVALID', StorefrontMessage.priceTypeInvalid, [
      { field: 'pType', message: StorefrontMessage.priceTypeInvalid },
    ]);
  }
}

/** A package that is not in the storefront's read model or not active (404). */
export class StorefrontPackageNotFoundError extends NotFoundError {
  constructor() {
    super('ORDERING.PACKAGE_NOT_FOUND', StorefrontMessage.packageNotFound);
  }
}
