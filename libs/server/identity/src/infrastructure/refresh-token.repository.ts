import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashRefreshToken, RefreshToken } from '../domain/refresh-token.entity';

@Injectable()
export class RefreshTokenRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The stored token for a presented secret, row-locked when asked (inside a transaction) so that
   * two refreshes racing with the same token cannot both rotate it.
   */
  findBySecret(secret: string, options: { lock?: boolean } = {}): Promise<RefreshToken | null> {
    return this.em.findOne(
      RefreshToken,
      { tokenHash: hashRefreshToken(secret) },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
  }

  family(familyId: string): Promise<RefreshToken[]> {
    return this.em.find(RefreshToken, { familyId });
  }

  /** Revokes every live token of a user, all families at once; returns how many were live. */
  revokeAllOfUser(userId: string, now: Date): Promise<number> {
    return this.em.nativeUpdate(RefreshToken, { user: userId, revoked: false }, { revoked: true, revokedOn: now });
  }
}
