import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthenticatedUser } from './authenticated-user';

const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'access';

/** Claims of the access token (storefront.md §3) plus the privileges derived from the roles. */
export interface AccessTokenClaims {
  sub: string;
  unique_name: string;
  given_name: string;
  family_name: string;
  customer_id?: string;
  customer_type?: string;
  customer_value?: string;
  APPS: string | string[];
  LICENSE_ROLE?: string | string[];
  privileges: string[];
  /** Session id: the refresh-token family of the sign-in (docs/security/sessions-and-tokens.md). */
  sid: string;
  typ: string;
}

export class InvalidAccessTokenError extends Error {}

/**
 * Signs and verifies access tokens: algorithm pinned, exp, issuer, audience, token type and a session
 * id checked (whether that session is revoked is SessionRevocations' question).
 */
@Injectable()
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async sign(user: AuthenticatedUser & { sessionId: string }): Promise<{ token: string; expiresAt: Date }> {
    const claims: Omit<AccessTokenClaims, 'sub' | 'typ'> = {
      sid: user.sessionId,
      unique_name: user.userName,
      given_name: user.givenName,
      family_name: user.familyName,
      APPS: user.apps.length === 1 ? user.apps[0] : user.apps,
      privileges: user.privileges,
    };
    if (user.roles.length) claims.LICENSE_ROLE = user.roles.length === 1 ? user.roles[0] : user.roles;
    if (user.customerId) claims.customer_id = user.customerId;
    if (user.customerType) claims.customer_type = user.customerType;
    if (user.customerValue) claims.customer_value = user.customerValue;
    const expiresAt = new Date(Date.now() + this.config.accessTokenTtlSeconds * 1000);
    const token = await new SignJWT({ ...claims, typ: ACCESS_TYPE })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuer(this.config.jwtIssuer)
      .setAudience(this.config.jwtAudience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  async verify(token: string): Promise<AuthenticatedUser> {
    try {
      const { payload } = await jwtVerify<AccessTokenClaims>(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
        requiredClaims: ['exp', 'sub', 'unique_name', 'sid'],
      });
      if (payload.typ !== ACCESS_TYPE) throw new InvalidAccessTokenError('not an access token');
      return {
        userId: payload.sub,
        userName: payload.unique_name,
        givenName: payload.given_name ?? '',
        familyName: payload.family_name ?? '',
        apps: toList(payload.APPS),
        roles: toList(payload.LICENSE_ROLE),
        privileges: Array.isArray(payload.privileges) ? payload.privileges.map(String) : [],
        customerId: payload.customer_id,
        customerType: payload.customer_type,
        customerValue: payload.customer_value,
        sessionId: String(payload.sid),
      };
    } catch (error) {
      if (error instanceof InvalidAccessTokenError || error instanceof joseErrors.JOSEError) {
        throw new InvalidAccessTokenError(error.message);
      }
      throw error;
    }
  }
}

function toList(value: string | string[] | undefined): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}
