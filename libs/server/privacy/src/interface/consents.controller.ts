import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiErrorAnswer,
  CurrentUser,
  CustomerOnly,
  Public,
  RequirePrivileges,
  tokenCustomerOf,
  type AuthenticatedUser,
} from '@lic/server-kernel';
import { GetUserByNameIdQuery } from '@lic/server-identity';
import { RecordConsentCommand } from '@lic/server-privacy-api';
import {
  Privilege,
  type ConsentStatus,
  type ConsentView,
  type PrivacyPolicyView,
  type RecordsResult,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { RecordPersonalDataAccessCommand } from '../application/commands/record-personal-data-access/record-personal-data-access.command';
import { PublishPrivacyPolicyCommand } from '../application/commands/publish-privacy-policy/publish-privacy-policy.command';
import { GetConsentStatusQuery } from '../application/queries/get-consent-status/get-consent-status.query';
import { GetPrivacyPolicyQuery } from '../application/queries/get-privacy-policy/get-privacy-policy.query';
import { ListConsentsQuery } from '../application/queries/list-consents/list-consents.query';
import { StalePolicyError } from '../domain/privacy.errors';
import { PrivacyMessage } from '../domain/privacy.messages';
import {
  AcceptPolicyRequestDto,
  ConsentStatusRequestDto,
  ListConsentsRequestDto,
  PrivacyPolicyVersionRequestDto,
  PublishPrivacyPolicyRequestDto,
} from './dto/privacy.request.dto';

/** The brands' versioned policy and the consents on record (decision 0057). */
@ApiTags('Datos personales: política y autorizaciones')
@ApiBearerAuth()
@Controller('api')
export class ConsentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('privacy-policy/:appName')
  @Public()
  @ApiOperation({
    summary: 'La política de tratamiento de datos vigente de la marca (o la versión pedida), que la tienda muestra en /politica-de-datos.',
  })
  @ApiOkResponse({ description: 'result: PrivacyPolicyView { appName, version, publishedOn, effectiveOn, title, text }.' })
  @ApiErrorAnswer(404, 'PRIVACY.UNKNOWN_BRAND')
  async policy(
    @Param('appName') appName: string,
    @Query() query: PrivacyPolicyVersionRequestDto,
  ): Promise<ResultEnvelope<PrivacyPolicyView>> {
    return { result: await this.queryBus.execute(new GetPrivacyPolicyQuery(appName.toLowerCase(), query.version)) };
  }

  @Post('privacy-policy')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({
    summary:
      'Publica una nueva versión de la política de una marca, con el día desde el que rige (effectiveOn, hoy por defecto); a los clientes con sesión se les pide aceptarla de nuevo.',
  })
  @ApiOkResponse({ description: 'result: PrivacyPolicyView de la versión publicada; statusMessage en español.' })
  @ApiErrorAnswer(400, 'PRIVACY.BAD_EFFECTIVE_DATE: effectiveOn antes de hoy o a más de un año.')
  @ApiErrorAnswer(404, 'PRIVACY.UNKNOWN_BRAND')
  async publish(
    @Body() body: PublishPrivacyPolicyRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<PrivacyPolicyView>> {
    const published = await this.commandBus.execute(
      new PublishPrivacyPolicyCommand(body.appName.toLowerCase(), body.text, user.userName, body.effectiveOn),
    );
    return { result: published, statusMessage: PrivacyMessage.policyPublished(published.version) };
  }

  @Get('me/consent-status')
  @CustomerOnly()
  @ApiOperation({ summary: 'Si el cliente debe aceptar la versión vigente de la política de la marca (mustAccept).' })
  async status(@Query() query: ConsentStatusRequestDto, @CurrentUser() user: AuthenticatedUser): Promise<ResultEnvelope<ConsentStatus>> {
    return { result: await this.queryBus.execute(new GetConsentStatusQuery(query.appName.toLowerCase(), user.userName)) };
  }

  @Post('me/consents')
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: 'El cliente acepta la versión vigente de la política; queda la prueba con fecha, marca y dirección IP.' })
  @ApiOkResponse({ description: 'result: ConsentStatus con mustAccept en false; statusMessage de agradecimiento.' })
  @ApiErrorAnswer(422, 'PRIVACY.STALE_POLICY: la versión aceptada ya no es la vigente.')
  async accept(
    @Body() body: AcceptPolicyRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<ConsentStatus>> {
    const appName = body.appName.toLowerCase();
    const current = await this.queryBus.execute(new GetPrivacyPolicyQuery(appName));
    if (current.version !== body.version) throw new StalePolicyError(current.version);
    const account = await this.queryBus.execute(new GetUserByNameIdQuery(user.userId));
    const customer = tokenCustomerOf(user);
    await this.commandBus.execute(
      new RecordConsentCommand({
        appName,
        form: 'REACEPTACION',
        policyUrl: `/politica-de-datos?version=${current.version}`,
        termsUrl: '',
        acceptedAt: new Date(),
        ip: ip ?? null,
        userName: user.userName,
        customerId: user.customerId ?? null,
        documentTypeId: customer?.documentTypeId ?? null,
        documentNumber: customer?.documentNumber ?? null,
        holderName: account?.fullName ?? null,
        holderEmail: account?.email ?? null,
      }),
    );
    return {
      result: await this.queryBus.execute(new GetConsentStatusQuery(appName, user.userName)),
      statusMessage: PrivacyMessage.consentRecorded,
    };
  }

  @Get('consents')
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({
    summary: 'El historial de autorizaciones de una empresa o persona (por documento) o de un usuario, la más reciente primero.',
  })
  async history(
    @Query() query: ListConsentsRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<RecordsResult<ConsentView>>> {
    const documentNumber = query.documentNumber?.trim();
    const userName = query.userName?.trim();
    const records = await this.queryBus.execute(new ListConsentsQuery({ documentNumber, userName }));
    await this.commandBus.execute(
      new RecordPersonalDataAccessCommand(user.userName, 'HISTORIAL_AUTORIZACIONES', documentNumber || userName || '(sin filtro)'),
    );
    return { result: { records, count: records.length } };
  }
}
