import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type AppConfig, type Clock } from '@lic/server-kernel';
import type { PaymentSupportType } from '@lic/shared-api-types';
import type { SupportLinkCheck } from '../../domain/cash/payment-support-access';

/** How long a link of the purchase summary opens its file (decision 0013). */
export const SUPPORT_LINK_TTL_SECONDS = 600;

/** The route that reads a proof; the summary's links point at it. */
export const SUPPORT_LINK_PATH = '/license/api/purchaseorderlicense/getpaymentsupport';

export interface SupportLinkParts {
  expires: string;
  signature: string;
}

/**
 * Short-lived signed links to a proof or RUT: HMAC-SHA256 of the order, the file type and the expiry,
 * with a key derived (HKDF) from JWT_SECRET for this purpose only, so no new secret has to be kept and a
 * link can never pass as a token or the other way round.
 */
@Injectable()
export class PaymentSupportLinkSigner {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'licencias', 'payments/payment-support-link/v1', 32));
  }

  /** The relative URL the summary page opens the file with. */
  linkFor(referenceUuid: string, supportType: PaymentSupportType): string {
    const expires = String(Math.floor(this.clock.now().getTime() / 1000) + SUPPORT_LINK_TTL_SECONDS);
    const query = new URLSearchParams({
      ReferenceUuid: referenceUuid,
      SupportType: supportType,
      expires,
      signature: this.sign(referenceUuid, supportType, expires),
    });
    return `${SUPPORT_LINK_PATH}?${query.toString()}`;
  }

  check(referenceUuid: string, supportType: PaymentSupportType, link: SupportLinkParts): SupportLinkCheck {
    if (!/^\d{1,12}$/.test(link.expires) || !/^[A-Za-z0-9_-]{43}$/.test(link.signature)) return 'forged';
    const expected = Buffer.from(this.sign(referenceUuid, supportType, link.expires));
    if (!timingSafeEqual(expected, Buffer.from(link.signature))) return 'forged';
    return Number(link.expires) * 1000 <= this.clock.now().getTime() ? 'expired' : 'valid';
  }

  private sign(referenceUuid: string, supportType: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${referenceUuid.toLowerCase()}\n${supportType}\n${expires}`).digest('base64url');
  }
}
