import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import type { ConsumptionEventRequest } from '@lic/shared-api-types';
import { CONSUMING_APPS } from '../../../domain/consumption/app-service';
import { CONSUMPTION_QUANTITY_MAX, ConsumptionMessage, EVENT_ID } from '../../../domain/consumption/consumption.messages';

/** One consumption event (design.md §5): the app's own id, whose balance, which feature, how much, when. */
export class ConsumptionEventRequestDto implements ConsumptionEventRequest {
  @ApiProperty({
    example: 'factura-FE-000123',
    minLength: 1,
    maxLength: 100,
    description: 'Id del evento en la app: el mismo id cuenta una vez.',
  })
  @Required()
  @IsString()
  @MinLength(1, { message: ConsumptionMessage.eventIdInvalid })
  @MaxLength(100, { message: ConsumptionMessage.eventIdInvalid })
  @Matches(EVENT_ID, { message: ConsumptionMessage.eventIdInvalid })
  readonly eventId!: string;

  @ApiProperty({ example: 'colfactura', enum: CONSUMING_APPS, description: 'La app de la credencial.' })
  @Required()
  @IsIn(CONSUMING_APPS, { message: ConsumptionMessage.unknownApp })
  readonly appName!: string;

  @ApiProperty({ example: 4, description: 'Tipo de documento del cliente (4 NIT).' })
  @Required()
  @IsInt()
  @Min(1)
  @Max(99)
  readonly documentType!: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,15}$/, { message: 'El número de documento debe tener hasta 15 letras o dígitos.' })
  readonly documentNumber!: string;

  @ApiProperty({ example: 'COLFACTURA_DOCUMENTO', maxLength: 50 })
  @Required()
  @IsString()
  @Matches(/^[A-Za-z0-9_.-]{1,50}$/, { message: ConsumptionMessage.featureCodeInvalid })
  readonly featureCode!: string;

  @ApiProperty({ example: 1, minimum: 1, maximum: CONSUMPTION_QUANTITY_MAX })
  @Required()
  @IsInt({ message: ConsumptionMessage.quantityInvalid })
  @Min(1, { message: ConsumptionMessage.quantityInvalid })
  @Max(CONSUMPTION_QUANTITY_MAX, { message: ConsumptionMessage.quantityInvalid })
  readonly quantity!: number;

  @ApiProperty({ example: '2026-11-22T15:04:05Z', description: 'ISO 8601 con zona horaria.' })
  @Required()
  @IsISO8601({ strict: true }, { message: ConsumptionMessage.occurredAtInvalid })
  @Matches(/(Z|[+-]\d{2}:?\d{2})$/, { message: ConsumptionMessage.occurredAtInvalid })
  readonly occurredAt!: string;
}
