import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SignJWT } from 'jose';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { serviceNameOfApp } from '../../../domain/consumption/app-service';
import { NoLicencesForTokenError } from '../../../domain/licensing.errors';
import { LICENCE_TOKEN_CONFIG, type LicenceTokenConfig } from '../../../infrastructure/licence-tokens/licence-token.config';
import { SigningKeys } from '../../../infrastructure/licence-tokens/signing-keys';
import { companyEntitlements } from '../../plan-reads/plan-reads';
import { IssueLicenceTokenCommand, type IssuedLicenceToken } from './issue-licence-token.command';

/**
 * Signs (EdDSA, the active key's kid in the header) what the company may use of the calling app now: its
 * balances in force and not suspended, per feature. exp = iat + LICENCE_TOKEN_TTL_HOURS (24 h at most).
 */
@CommandHandler(IssueLicenceTokenCommand)
export class IssueLicenceTokenHandler implements ICommandHandler<IssueLicenceTokenCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: SigningKeys,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LICENCE_TOKEN_CONFIG) private readonly config: LicenceTokenConfig,
  ) {}

  async execute({ appName, documentType, documentNumber }: IssueLicenceTokenCommand): Promise<IssuedLicenceToken> {
    const now = this.clock.now();
    const entitlements = await companyEntitlements(this.em.fork(), documentType, documentNumber, serviceNameOfApp(appName), now);
    if (!entitlements) throw new NoLicencesForTokenError();
    const key = await this.keys.active();
    const iat = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({
      company: { documentType, documentNumber, name: entitlements.companyName },
      app: appName,
      features: entitlements.features,
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
      .setIssuer(this.config.issuer)
      .setSubject(`${documentType}:${documentNumber}`)
      .setAudience(appName)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.config.ttlSeconds)
      .setJti(randomUUID())
      .sign(key.privateKey);
    return { token };
  }
}
