import { Query } from '@nestjs/cqrs';
import type { DecryptedPackageLink } from '@lic/shared-api-types';

/**
 * The package, quantity and promo code of an encrypted link, the package as the storefront shows it
 * now. InvalidPackageLinkInputError (400) when the link does not decrypt or its package is not active.
 */
export class DecryptPackageLinkQuery extends Query<DecryptedPackageLink> {
  constructor(readonly link: string) {
    super();
  }
}
