import { Query } from '@nestjs/cqrs';

export interface PackageLink {
  encrypted: string;
  /** Absolute link to /license/addCart/{encrypted} on the host of the package's brand. */
  url: string;
}

/**
 * An encrypted link that fills the cart with the package, the quantity and the promo code
 * (storefront.md /license/addCart/{encryptedParameter+}). `origin` is the scheme and host the staff
 * user called from; the link goes to the brand host that sells the package's first service.
 */
export class EncryptPackageLinkQuery extends Query<PackageLink> {
  constructor(
    readonly packageId: number,
    readonly quantity: number,
    readonly promotionCode: string | null,
    readonly origin: { protocol: string; host: string },
  ) {
    super();
  }
}
