import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import { hashVerificationCode, verificationCodeMatches } from '../domain/verification-code';

/** Hashes e-mail codes with a key derived from the server secret (HKDF), never stored anywhere. */
@Injectable()
export class VerificationCodeHasher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'licencias', 'ordering.email-verification-code', 32));
  }

  hash(email: string, code: string): string {
    return hashVerificationCode(this.key, email, code);
  }

  matches(email: string, code: string, codeHash: string): boolean {
    return verificationCodeMatches(this.key, email, code, codeHash);
  }
}
