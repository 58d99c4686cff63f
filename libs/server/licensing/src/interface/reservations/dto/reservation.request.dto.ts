import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { Required } from '@lic/server-kernel';
import type { ReservationRequest } from '@lic/shared-api-types';
import { CONSUMING_APPS } from '../../../domain/consumption/app-service';
import { CONSUMPTION_QUANTITY_MAX, ConsumptionMessage } from '../../../domain/consumption/consumption.messages';
import {
  RESERVATION_ID,
  RESERVATION_TTL_MAX_SECONDS,
  RESERVATION_TTL_MIN_SECONDS,
  ReservationMessage,
} from '../../../domain/reservations/reservation.messages';

/** A reservation (decision 0033): the app's own id, whose balance, which feature, how much, for how long. */
export class ReservationRequestDto implements ReservationRequest {
  @ApiProperty({
    example: 'nomina-2026-11-lote-7',
    minLength: 1,
    maxLength: 90,
    description: 'Id de la reserva en la app: el mismo id es la misma reserva.',
  })
  @Required()
  @IsString()
  @Matches(RESERVATION_ID, { message: ReservationMessage.reservationIdInvalid })
  readonly reservationId!: string;

  @ApiProperty({ example: 'colfactura', enum: CONSUMING_APPS, description: 'La app de la credencial.' })
  @Required()
  @IsIn(CONSUMING_APPS, { message: ConsumptionMessage.unknownApp })
  readonly appName!: string;

  @ApiProperty({ example: 4, description: 'Tipo de documento del cliente (4 NIT).' })
  @Required()
  @IsInt({ message: ReservationMessage.documentTypeInvalid })
  @Min(1, { message: ReservationMessage.documentTypeInvalid })
  @Max(99, { message: ReservationMessage.documentTypeInvalid })
  readonly documentType!: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,15}$/, { message: ReservationMessage.documentNumberInvalid })
  readonly documentNumber!: string;

  @ApiProperty({ example: 'COLFACTURA_DOCUMENTO', maxLength: 50 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{1,50}$/, { message: ConsumptionMessage.featureCodeInvalid })
  readonly featureCode!: string;

  @ApiProperty({ example: 10, minimum: 1, maximum: CONSUMPTION_QUANTITY_MAX })
  @Required()
  @IsInt({ message: ConsumptionMessage.quantityInvalid })
  @Min(1, { message: ConsumptionMessage.quantityInvalid })
  @Max(CONSUMPTION_QUANTITY_MAX, { message: ConsumptionMessage.quantityInvalid })
  readonly quantity!: number;

  @ApiProperty({
    example: 300,
    minimum: RESERVATION_TTL_MIN_SECONDS,
    maximum: RESERVATION_TTL_MAX_SECONDS,
    description: 'Segundos que la reserva retiene las unidades; después vuelven solas al saldo.',
  })
  @Required()
  @IsInt({ message: ReservationMessage.ttlInvalid })
  @Min(RESERVATION_TTL_MIN_SECONDS, { message: ReservationMessage.ttlInvalid })
  @Max(RESERVATION_TTL_MAX_SECONDS, { message: ReservationMessage.ttlInvalid })
  readonly ttlSeconds!: number;
}
