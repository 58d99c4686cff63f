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

  /**
   * The families (session ids) of a user that may still back a live refresh or access token: not
   * revoked, or with a token issued since `issuedSince` (the oldest instant of a live access token).
   */
  async sessionIdsOfUser(userId: string, issuedSince: Date): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ family_id: string }[]>(
        'select distinct family_id from identity.refresh_token where user_id = ? and (revoked = false or created_on >= ?)',
        [userId, issuedSince],
      );
    return rows.map((row) => row.family_id);
  }

  /** Revokes every live token of a user, all families at once; returns how many were live. */
  revokeAllOfUser(userId: string, now: Date): Promise<number> {
    return this.em.nativeUpdate(RefreshToken, { user: userId, revoked: false }, { revoked: true, revokedOn: now });
  }
}
