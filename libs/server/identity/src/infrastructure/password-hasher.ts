import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), the OWASP-recommended family. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check, for a user that does not exist, so that the answer time
   * does not tell which user names are registered.
   */
  async verifyNobody(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(24).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
