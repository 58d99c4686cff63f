import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiErrorAnswer,
  CurrentUser,
  CustomerOnly,
  Public,
  RateLimit,
  RequirePrivileges,
  tokenCustomerOf,
  type AuthenticatedUser,
} from '@lic/server-kernel';
import { GetUserByNameIdQuery } from '@lic/server-identity';
import { IsEmailVerifiedQuery } from '@lic/server-storefront-api';
import { brandByAppName, normalizeDocumentNumber } from '@lic/shared-rules';
import { Privilege, type DataRequestReceipt, type DataRequestView, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { ApplySuppressionCommand } from '../application/commands/apply-suppression/apply-suppression.command';
import { AnswerDataRequestCommand } from '../application/commands/answer-data-request/answer-data-request.command';
import { ExtendDataRequestCommand } from '../application/commands/extend-data-request/extend-data-request.command';
import { SubmitDataRequestCommand } from '../application/commands/submit-data-request/submit-data-request.command';
import { ListDataRequestsQuery } from '../application/queries/list-data-requests/list-data-requests.query';
import { FindKnownHolderQuery } from '../application/queries/find-known-holder/find-known-holder.query';
import { EmailNotVerifiedError, HolderNotFoundError, HolderWithoutEmailError, UnknownBrandError } from '../domain/privacy.errors';
import { PrivacyMessage } from '../domain/privacy.messages';
import {
  AnswerDataRequestRequestDto,
  ExtendDataRequestRequestDto,
  ListDataRequestsRequestDto,
  SubmitDataRequestRequestDto,
  SubmitPublicDataRequestRequestDto,
} from './dto/privacy.request.dto';

/**
 * The holders' requests under Ley 1581 de 2012 (decision 0057): a signed-in customer makes and reads
 * their own; the data-protection officer (PERSONAL_DATA: OFICIAL_DATOS and SUPERADMIN) lists, answers
 * and extends every one.
 */
@ApiTags('Datos personales: solicitudes')
@ApiBearerAuth()
@Controller('api')
export class DataRequestsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('data-requests')
  @CustomerOnly()
  @ApiOperation({
    summary:
      'Radica una solicitud del titular con su cuenta (consulta: 10 días hábiles; reclamos, revocación y supresión: 15), y le envía el acuse con el número.',
  })
  @ApiCreatedResponse({ description: '{ number, type, receivedOn, dueOn } (días de Bogotá, YYYY-MM-DD).' })
  @ApiErrorAnswer(422, 'PRIVACY.NO_EMAIL: el usuario no tiene correo para responderle.')
  async submit(
    @Body() body: SubmitDataRequestRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DataRequestReceipt & { statusMessage: string }> {
    const brand = brandByAppName(body.appName ?? 'license');
    if (!brand) throw new UnknownBrandError();
    const account = await this.queryBus.execute(new GetUserByNameIdQuery(user.userId));
    if (!account?.email) throw new HolderWithoutEmailError();
    const customer = tokenCustomerOf(user);
    const receipt = await this.commandBus.execute(
      new SubmitDataRequestCommand(body.type, body.detail, 'CUENTA', brand.appName, {
        name: account.fullName,
        email: account.email,
        userName: user.userName,
        customerId: user.customerId ?? null,
        documentTypeId: customer?.documentTypeId ?? null,
        documentNumber: customer?.documentNumber ?? null,
      }),
    );
    return { ...receipt, statusMessage: PrivacyMessage.received };
  }

  @Post('data-requests/public')
  @Public()
  @RateLimit({ name: 'data-request-public', points: 10, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'La misma solicitud sin cuenta: el titular verifica antes su correo con el código de 6 dígitos (GET license/api/purchaseorderlicense/checkisvalidemail y POST validationmailcode); el correo debe ser el de un cliente o una cuenta de la tienda (y el documento, si se escribe, uno de los suyos); el acuse va a ese correo.',
  })
  @ApiCreatedResponse({ description: '{ number, type, receivedOn, dueOn }.' })
  @ApiErrorAnswer(
    422,
    'PRIVACY.EMAIL_NOT_VERIFIED: el correo no se verificó en las últimas 24 horas. PRIVACY.HOLDER_NOT_FOUND: el correo verificado (y el documento, si se escribió) no corresponde a ningún cliente ni cuenta de la tienda.',
  )
  async submitPublic(@Body() body: SubmitPublicDataRequestRequestDto): Promise<DataRequestReceipt & { statusMessage: string }> {
    const brand = brandByAppName(body.appName ?? 'license');
    if (!brand) throw new UnknownBrandError();
    const email = body.email.trim().toLowerCase();
    if (!(await this.queryBus.execute(new IsEmailVerifiedQuery(email)))) throw new EmailNotVerifiedError();
    // Only once the e-mail is proven: whose data it opens, taken from the records, never from the form.
    const typed = body.documentNumber ? normalizeDocumentNumber(body.documentNumber) : null;
    const holder = await this.queryBus.execute(new FindKnownHolderQuery(email, typed));
    if (!holder) throw new HolderNotFoundError();
    const receipt = await this.commandBus.execute(
      new SubmitDataRequestCommand(body.type, body.detail, 'PUBLICO', brand.appName, {
        name: body.name.trim(),
        email,
        userName: holder.userName,
        customerId: holder.customerId,
        documentTypeId: holder.documentTypeId,
        documentNumber: holder.documentNumber,
      }),
    );
    return { ...receipt, statusMessage: PrivacyMessage.received };
  }

  @Get('me/data-requests')
  @CustomerOnly()
  @ApiOperation({ summary: 'Las solicitudes del cliente, con su estado, plazo y respuesta.' })
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<ResultEnvelope<RecordsResult<DataRequestView>>> {
    const records = await this.queryBus.execute(new ListDataRequestsQuery({ userName: user.userName }));
    return { result: { records, count: records.length } };
  }

  @Get('data-requests')
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({
    summary:
      'Todas las solicitudes: las abiertas primero por plazo, con los días hábiles que quedan y la alerta (POR_VENCER a 2 días hábiles, VENCIDA).',
  })
  async list(@Query() query: ListDataRequestsRequestDto): Promise<ResultEnvelope<RecordsResult<DataRequestView>>> {
    const records = await this.queryBus.execute(new ListDataRequestsQuery({ state: query.state, search: query.search?.trim() }));
    return { result: { records, count: records.length } };
  }

  @Post('data-requests/:number/answer')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({ summary: 'Responde la solicitud: la respuesta se guarda y se envía al correo del titular.' })
  @ApiOkResponse({ description: 'result.records: DataRequestView respondida; statusMessage.' })
  @ApiErrorAnswer(404, 'PRIVACY.REQUEST_NOT_FOUND')
  @ApiErrorAnswer(409, 'PRIVACY.ALREADY_ANSWERED')
  async answer(
    @Param('number') number: string,
    @Body() body: AnswerDataRequestRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<{ records: DataRequestView }>> {
    const records = await this.commandBus.execute(new AnswerDataRequestCommand(number, body.answer, user.userName));
    return { result: { records }, statusMessage: PrivacyMessage.answered };
  }

  @Post('data-requests/:number/suppress')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({
    summary:
      'Atiende una solicitud de supresión: borra los datos de contacto del cliente, sus correos y el contacto de sus autorizaciones; conserva facturas, pagos, convenios y la prueba de autorización, y responde al titular qué se eliminó y qué se conserva y por cuánto tiempo.',
  })
  @ApiOkResponse({ description: 'result.records: DataRequestView respondida con lo eliminado y lo conservado; statusMessage.' })
  @ApiErrorAnswer(404, 'PRIVACY.REQUEST_NOT_FOUND')
  @ApiErrorAnswer(409, 'PRIVACY.ALREADY_ANSWERED')
  @ApiErrorAnswer(422, 'PRIVACY.SUPPRESSION_BLOCKED (orden pendiente de pago o convenio vigente; reasons) o PRIVACY.NOT_A_SUPPRESSION')
  async suppress(
    @Param('number') number: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<{ records: DataRequestView }>> {
    const records = await this.commandBus.execute(new ApplySuppressionCommand(number, user.userName));
    return { result: { records }, statusMessage: PrivacyMessage.suppressed };
  }

  @Post('data-requests/:number/extend')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PERSONAL_DATA)
  @ApiOperation({
    summary: 'Prorroga el plazo una sola vez (consultas 5 y reclamos 8 días hábiles más) con el motivo, que se informa al titular.',
  })
  @ApiOkResponse({ description: 'result.records: DataRequestView prorrogada con el nuevo dueOn; statusMessage.' })
  @ApiErrorAnswer(404, 'PRIVACY.REQUEST_NOT_FOUND')
  @ApiErrorAnswer(409, 'PRIVACY.ALREADY_EXTENDED o PRIVACY.ALREADY_ANSWERED')
  async extend(
    @Param('number') number: string,
    @Body() body: ExtendDataRequestRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<{ records: DataRequestView }>> {
    const records = await this.commandBus.execute(new ExtendDataRequestCommand(number, body.reason, user.userName));
    return { result: { records }, statusMessage: PrivacyMessage.extended };
  }
}
