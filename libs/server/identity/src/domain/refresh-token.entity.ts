import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Ref } from '@mikro-orm/core';
import { User } from './user.entity';

/** What a presented refresh token is worth: only an active one may be rotated. */
export type RefreshTokenState = 'active' | 'expired' | 'revoked' | 'rotated';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How long a family lives: never past `absoluteDays` after the sign-in, nor `idleHours` after its last use. */
export interface RefreshLifetime {
  absoluteDays: number;
  idleHours: number;
}

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

  /** End of this token: its idle timeout, never later than the family's absolute end. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresOn!: Date;

  /** Absolute end of the family, fixed at the sign-in and copied on every rotation. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  familyExpiresOn!: Date;

  @Property({ type: 'boolean' })
  revoked: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedOn?: Date | null;

  /** Id of the token this one was exchanged for; set once, on rotation. */
  @Property({ type: 'uuid', nullable: true })
  replacedBy?: string | null;

  /** Starts a new family (a sign-in). Returns the secret once. */
  static issue(input: { user: Ref<User>; appName: string; lifetime: RefreshLifetime; now: Date }): {
    token: RefreshToken;
    secret: string;
  } {
    const familyExpiresOn = new Date(input.now.getTime() + input.lifetime.absoluteDays * DAY_MS);
    return RefreshToken.next({ ...input, familyId: randomUUID(), familyExpiresOn, idleHours: input.lifetime.idleHours });
  }

  private static next(input: { user: Ref<User>; appName: string; now: Date; familyId: string; familyExpiresOn: Date; idleHours: number }): {
    token: RefreshToken;
    secret: string;
  } {
    const secret = randomBytes(32).toString('base64url');
    const token = new RefreshToken();
    token.user = input.user;
    token.familyId = input.familyId;
    token.tokenHash = hashRefreshToken(secret);
    token.appName = input.appName;
    token.createdOn = input.now;
    token.familyExpiresOn = input.familyExpiresOn;
    token.expiresOn = new Date(Math.min(input.now.getTime() + input.idleHours * HOUR_MS, input.familyExpiresOn.getTime()));
    return { token, secret };
  }

  /** A revoked family wins over everything; a rotated token presented again is a reuse. */
  stateAt(now: Date): RefreshTokenState {
    if (this.revoked) return 'revoked';
    if (this.replacedBy) return 'rotated';
    if (this.expiresOn.getTime() <= now.getTime()) return 'expired';
    return 'active';
  }

  /**
   * Exchanges this active token for a new one of the same family; this one stops working. The new
   * one lives the idle timeout from now, and never past the family's absolute end.
   */
  rotate(now: Date, lifetime: RefreshLifetime): { token: RefreshToken; secret: string } {
    const state = this.stateAt(now);
    if (state !== 'active') throw new Error(`A refresh token that is ${state} cannot be rotated`);
    const next = RefreshToken.next({
      user: this.user,
      appName: this.appName,
      now,
      familyId: this.familyId,
      familyExpiresOn: this.familyExpiresOn,
      idleHours: lifetime.idleHours,
    });
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
