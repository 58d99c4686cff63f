import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBasicAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, AppCredential, Public } from '@lic/server-kernel';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { IssueLicenceTokenCommand } from '../../application/commands/issue-licence-token/issue-licence-token.command';
import { GetLicenceTokenKeysQuery } from '../../application/queries/get-licence-token-keys/get-licence-token-keys.query';
import type { PublicSigningJwk } from '../../domain/licence-tokens/signing-key.entity';
import { AppCredentialGuard, CurrentApp, type CallingApp } from '../credentials/app-credential.guard';
import { LicenceTokenRequestDto } from './dto/licence-token.request.dto';
import { LicenceTokenAnswerDto, LicenceTokenJwksDto } from './dto/licence-token.response.dto';

/** How long apps and proxies may keep the key set: well under any token's life, so a new key shows soon. */
export const JWKS_MAX_AGE_SECONDS = 300;

/**
 * Offline licence tokens (decision 0034; docs/api/licensing.md "Tokens de licencia sin
 * conexión"): an app, with its credential, gets a signed statement of a company's licences and checks it
 * without calling back, against the public keys of /.well-known/jwks.json.
 */
@ApiTags('Licencias: tokens sin conexión')
@Controller()
export class LicenceTokensController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('license/api/licence-token')
  @HttpCode(200)
  @AppCredential()
  @UseGuards(AppCredentialGuard)
  @ApiBasicAuth()
  @ApiOperation({
    summary:
      'Token de licencia firmado (JWT EdDSA, kid en la cabecera) con lo que la empresa puede usar de la app de la credencial: company, app, features [{featureCode, unlimited, available, expiresOn}] de sus saldos vigentes y no suspendidos; aud = la app, sub = "tipo:número", exp ≤ iat + 24 h. result.token. 404 LICENSING.NO_LICENCES_FOR_TOKEN si la empresa no tiene licencias vigentes de la app; 400 con datos inválidos; 401 sin credencial válida.',
  })
  @ApiOkResponse({ type: LicenceTokenAnswerDto, description: 'El token firmado.' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @ApiErrorAnswer(404, 'LICENSING.NO_LICENCES_FOR_TOKEN: la empresa no tiene licencias vigentes y no suspendidas de la app.')
  async issue(@Body() body: LicenceTokenRequestDto, @CurrentApp() app: CallingApp): Promise<ResultEnvelope<{ token: string }>> {
    const issued = await this.commandBus.execute(new IssueLicenceTokenCommand(app.appName, body.documentType, body.documentNumber));
    return { result: { token: issued.token } };
  }

  @Get('.well-known/jwks.json')
  @Public()
  @Header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`)
  @ApiOperation({
    summary:
      'Claves públicas Ed25519 (JWK: kty OKP, crv Ed25519, kid, alg EdDSA, use sig) que verifican los tokens de licencia vigentes: la activa y las retiradas hasta que vence el último token que firmaron. Cache-Control: public, max-age=300; si llega un token con un kid desconocido, vuelva a pedirlas.',
  })
  @ApiOkResponse({ type: LicenceTokenJwksDto, description: 'Las claves públicas vigentes.' })
  async jwks(): Promise<{ keys: PublicSigningJwk[] }> {
    return this.queryBus.execute(new GetLicenceTokenKeysQuery());
  }
}
