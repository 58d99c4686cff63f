import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Ref } from '@mikro-orm/core';
import { User } from './user.entity';

/** What a presented refresh token is worth: only an active one may be rotated. */
export type RefreshTokenState = 'active' | 'expired' | 'revoked' | 'rotated';

const DAY_MS = 86_400_000;

export function hashRefreshToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * An opaque refresh token. Only its sha256 is stored; the secret leaves the server once. Tokens
 * issued by rotation share the family of the sign-in that started them, so that a stolen token
 * can end the whole family.
 */
@Entity({ schema: 'identity', tableName: 'refresh_token' })
@Index({ properties: ['familyId'] })
@Index({ properties: ['user'] })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'uuid' })
  familyId!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The app of the sign-in; customer users keep it as their APPS claim on refresh. */
  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresOn!: Date;

  @Property({ type: 'boolean' })
  revoked: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedOn?: Date | null;

  /** Id of the token this one was exchanged for; set once, on rotation. */
  @Property({ type: 'uuid', nullable: true })
  replacedBy?: string | null;

  /** Starts a new family (a sign-in) or continues one (a rotation). Returns the secret once. */
  static issue(input: { user: Ref<User>; appName: string; ttlDays: number; now: Date; familyId?: string }): {
    token: RefreshToken;
    secret: string;
  } {
    const secret = randomBytes(32).toString('base64url');
    const token = new RefreshToken();
    token.user = input.user;
    token.familyId = input.familyId ?? randomUUID();
    token.tokenHash = hashRefreshToken(secret);
    token.appName = input.appName;
    token.createdOn = input.now;
    token.expiresOn = new Date(input.now.getTime() + input.ttlDays * DAY_MS);
    return { token, secret };
  }

  /** A revoked family wins over everything; a rotated token presented again is a reuse. */
  stateAt(now: Date): RefreshTokenState {
    if (this.revoked) return 'revoked';
    if (this.replacedBy) return 'rotated';
    if (this.expiresOn.getTime() <= now.getTime()) return 'expired';
    return 'active';
  }

  /** Exchanges this active token for a new one of the same family; this one stops working. */
  rotate(now: Date, ttlDays: number): { token: RefreshToken; secret: string } {
    const state = this.stateAt(now);
    if (state !== 'active') throw new Error(`A refresh token that is ${state} cannot be rotated`);
    const next = RefreshToken.issue({ user: this.user, appName: this.appName, ttlDays, now, familyId: this.familyId });
    this.replacedBy = next.token.id;
    return next;
  }

  revoke(now: Date): void {
    if (this.revoked) return;
    this.revoked = true;
    this.revokedOn = now;
  }
}

/** Ends a family: every token of it, earlier and later than the one that triggered it. */
export function revokeFamily(family: readonly RefreshToken[], now: Date): void {
  for (const token of family) token.revoke(now);
}
