import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@lic/server-kernel';

/**
 * The order's token of an online payment: HMAC-SHA256 of the payment id with a key derived from the
 * server secret (HKDF), base64url. Nothing is stored; the same payment always gets the same token, so a
 * replayed RegisterPurchaseOrder answers it again.
 */
@Injectable()
export class PaymentTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'licencias', 'payments.payment-token', 32));
  }

  tokenOf(paymentId: string): string {
    return createHmac('sha256', this.key).update(`payment:${paymentId}`).digest('base64url');
  }

  matches(paymentId: string, token: string | undefined | null): boolean {
    const sent = Buffer.from((token ?? '').trim(), 'utf8');
    const expected = Buffer.from(this.tokenOf(paymentId), 'utf8');
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
}
