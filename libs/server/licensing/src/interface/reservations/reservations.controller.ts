import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBasicAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, AppCredential, InvalidInputError } from '@lic/server-kernel';
import { ErrorCode, type ReservationCommitResult, type ReservationReleaseResult, type ReservationResult } from '@lic/shared-api-types';
import { CommitReservationCommand } from '../../application/commands/commit-reservation/commit-reservation.command';
import { ReleaseReservationCommand } from '../../application/commands/release-reservation/release-reservation.command';
import { ReserveUnitsCommand } from '../../application/commands/reserve-units/reserve-units.command';
import { isConsumingApp } from '../../domain/consumption/app-service';
import { AppMismatchError } from '../../domain/consumption/consumption.errors';
import { RESERVATION_ID, ReservationMessage } from '../../domain/reservations/reservation.messages';
import { AppCredentialGuard, CurrentApp, type CallingApp } from '../credentials/app-credential.guard';
import { ReservationRequestDto } from './dto/reservation.request.dto';
import { ReservationCommitResultDto, ReservationReleaseResultDto, ReservationResultDto } from './dto/reservation.response.dto';

const BusyAnswer = () =>
  ApiErrorAnswer(
    503,
    'LICENSING.CONSUMPTION_BUSY: la contención persistió tras los reintentos; nada cambió (reenviar la misma petición: es idempotente por reservationId).',
    { retryAfter: true },
  );

/**
 * Reservations (decision 0033; docs/api/licensing.md "Reservas"): units set aside before work that may still
 * fail, then committed as a consumption event or released. Bare answers, as consumption's.
 */
@ApiTags('Licencias: consumo de las apps')
@ApiBasicAuth()
@Controller('license/api/reservations')
@AppCredential()
@UseGuards(AppCredentialGuard)
export class ReservationsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Reserva unidades de una característica del cliente por ttlSeconds (1 a 86.400): 201 { reservationId, expiresAt, status, available }. Nunca más de total − used − reserved (409 LICENSING.INSUFFICIENT_BALANCE con available). Idempotente por reservationId: la misma petición recibe la misma respuesta; otra con el mismo id, 409 LICENSING.RESERVATION_ID_TAKEN. 404 LICENSING.UNKNOWN_COMPANY (la empresa no tiene licencias vigentes de la app) o LICENSING.UNKNOWN_FEATURE (ninguna incluye la característica); 409 LICENSING.PLAN_SUSPENDED; 403 si la credencial es de otra app; 401 sin credencial válida; 400 datos no válidos.',
  })
  @ApiCreatedResponse({ type: ReservationResultDto, description: 'Reservada (o la misma petición repetida: la misma respuesta).' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @ApiErrorAnswer(403, 'LICENSING.APP_MISMATCH: la credencial es de otra app que el appName de la reserva.')
  @ApiErrorAnswer(
    404,
    'LICENSING.UNKNOWN_COMPANY: la empresa no tiene licencias vigentes de la app; LICENSING.UNKNOWN_FEATURE: las tiene, pero ninguna incluye la característica.',
  )
  @ApiErrorAnswer(
    409,
    'LICENSING.INSUFFICIENT_BALANCE (con available: lo que queda), LICENSING.PLAN_SUSPENDED (solo quedan planes suspendidos) o LICENSING.RESERVATION_ID_TAKEN (el reservationId ya es de otra reserva).',
    {
      extra: { available: { type: 'integer', nullable: true, example: 3, description: 'Saldo disponible en vigor.' } },
    },
  )
  @BusyAnswer()
  async reserve(@Body() body: ReservationRequestDto, @CurrentApp() app: CallingApp): Promise<ReservationResult> {
    if (body.appName !== app.appName || !isConsumingApp(app.appName)) throw new AppMismatchError();
    return this.commandBus.execute(
      new ReserveUnitsCommand(app.appName, {
        reservationId: body.reservationId,
        documentType: body.documentType,
        documentNumber: body.documentNumber,
        featureCode: body.featureCode,
        quantity: body.quantity,
        ttlSeconds: body.ttlSeconds,
      }),
    );
  }

  @Post(':reservationId/commit')
  @HttpCode(200)
  @ApiParam({ name: 'reservationId', example: 'nomina-2026-11-lote-7' })
  @ApiOperation({
    summary:
      'Confirma la reserva como evento de consumo (eventId reserva:<reservationId>): sus unidades pasan de reservadas a usadas sin poder ser rechazadas. 200 { reservationId, eventId, outcome: ACCEPTED, available }; repetida, outcome DUPLICATE (cuenta una vez). 409 LICENSING.RESERVATION_EXPIRED si venció (sus unidades ya volvieron al saldo), 409 LICENSING.RESERVATION_RELEASED si fue liberada; 404 si la app no tiene esa reserva.',
  })
  @ApiOkResponse({ type: ReservationCommitResultDto, description: 'ACCEPTED (confirmada) o DUPLICATE (ya confirmada).' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @ApiErrorAnswer(404, 'LICENSING.RESERVATION_NOT_FOUND: la app no tiene una reserva con ese identificador.')
  @ApiErrorAnswer(
    409,
    'LICENSING.RESERVATION_EXPIRED o LICENSING.RESERVATION_RELEASED (sus unidades ya volvieron al saldo; con available), LICENSING.RESERVATION_EVENT_ID_TAKEN (la app ya usó el eventId reserva:<reservationId>; la reserva sigue vigente).',
    {
      extra: { available: { type: 'integer', nullable: true, example: 3, description: 'Saldo disponible en vigor.' } },
    },
  )
  @BusyAnswer()
  async commit(@Param('reservationId') reservationId: string, @CurrentApp() app: CallingApp): Promise<ReservationCommitResult> {
    return this.commandBus.execute(new CommitReservationCommand(app.appName, checkedId(reservationId)));
  }

  @Post(':reservationId/release')
  @HttpCode(200)
  @ApiParam({ name: 'reservationId', example: 'nomina-2026-11-lote-7' })
  @ApiOperation({
    summary:
      'Libera la reserva: sus unidades vuelven al saldo del cliente. 200 { reservationId, status: RELEASED } (EXPIRED si ya había vencido); repetida, la misma respuesta. 409 LICENSING.RESERVATION_COMMITTED si ya fue confirmada; 404 si la app no tiene esa reserva.',
  })
  @ApiOkResponse({ type: ReservationReleaseResultDto, description: 'RELEASED, o EXPIRED si ya había vencido.' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @ApiErrorAnswer(404, 'LICENSING.RESERVATION_NOT_FOUND: la app no tiene una reserva con ese identificador.')
  @ApiErrorAnswer(409, 'LICENSING.RESERVATION_COMMITTED: la reserva ya fue confirmada como consumo; no se puede liberar.')
  @BusyAnswer()
  async release(@Param('reservationId') reservationId: string, @CurrentApp() app: CallingApp): Promise<ReservationReleaseResult> {
    return this.commandBus.execute(new ReleaseReservationCommand(app.appName, checkedId(reservationId)));
  }
}

function checkedId(reservationId: string): string {
  if (!RESERVATION_ID.test(reservationId))
    throw new InvalidInputError(ErrorCode.VALIDATION, ReservationMessage.reservationIdInvalid, [
      { field: 'reservationId', message: ReservationMessage.reservationIdInvalid },
    ]);
  return reservationId;
}
