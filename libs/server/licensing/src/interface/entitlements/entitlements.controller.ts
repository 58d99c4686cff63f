import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBasicAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, AppCredential } from '@lic/server-kernel';
import type { Entitlement, ResultEnvelope } from '@lic/shared-api-types';
import { GetEntitlementQuery } from '../../application/queries/get-entitlement/get-entitlement.query';
import { PlanSuspendedError, UnknownCompanyError, UnknownFeatureError } from '../../domain/consumption/consumption.errors';
import { AppCredentialGuard, CurrentApp, type CallingApp } from '../credentials/app-credential.guard';
import { EntitlementRequestDto } from './dto/entitlement.request.dto';
import { EntitlementEnvelopeDto } from './dto/entitlement.response.dto';

/**
 * The entitlement check of the apps (decision 0033; docs/api/licensing.md "Derechos"): what a customer may
 * still consume of one feature of the calling app's service, with the app's credential.
 */
@ApiTags('Licencias: consumo de las apps')
@ApiBasicAuth()
@Controller('license/api/entitlements')
@AppCredential()
@UseGuards(AppCredentialGuard)
export class EntitlementsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Derecho del cliente a una característica del servicio de la app: result = { featureCode, unlimited, total, used, reserved, available (total − used − reserved; null si es ilimitada), expiresOn }, la suma de sus saldos activos no suspendidos, los que el consumo usaría. 404 LICENSING.UNKNOWN_COMPANY si la empresa no tiene licencias vigentes de la app, LICENSING.UNKNOWN_FEATURE si las tiene pero ninguna incluye la característica (o es de otro servicio); 409 LICENSING.PLAN_SUSPENDED si solo quedan planes suspendidos; 400 datos no válidos; 401 sin credencial válida. Respuesta en memoria de cada réplica, olvidada con cada cambio de los saldos del cliente.',
  })
  @ApiOkResponse({ type: EntitlementEnvelopeDto, description: 'La suma de los saldos activos no suspendidos de la característica.' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @ApiErrorAnswer(
    404,
    'LICENSING.UNKNOWN_COMPANY: la empresa no tiene licencias vigentes de la app; LICENSING.UNKNOWN_FEATURE: las tiene, pero ninguna incluye la característica (o es de otro servicio).',
  )
  @ApiErrorAnswer(409, 'LICENSING.PLAN_SUSPENDED: solo quedan planes suspendidos (pago reversado) con la característica.')
  async entitlement(@Query() query: EntitlementRequestDto, @CurrentApp() app: CallingApp): Promise<ResultEnvelope<Entitlement>> {
    const answer = await this.queryBus.execute(
      new GetEntitlementQuery(app.appName, Number(query.documentType), query.documentNumber, query.featureCode),
    );
    if (answer.kind === 'UNKNOWN_FEATURE') throw new UnknownFeatureError();
    if (answer.kind === 'UNKNOWN_COMPANY') throw new UnknownCompanyError();
    if (answer.kind === 'PLAN_SUSPENDED') throw new PlanSuspendedError();
    return { result: answer.entitlement };
  }
}
