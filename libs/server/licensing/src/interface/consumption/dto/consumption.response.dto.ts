import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ConsumptionBatchResult, ConsumptionEventResult, ConsumptionOutcome, FieldError } from '@lic/shared-api-types';

const OUTCOMES: ConsumptionOutcome[] = [
  'ACCEPTED',
  'DUPLICATE',
  'EVENT_ID_REUSED',
  'INSUFFICIENT_BALANCE',
  'UNKNOWN_FEATURE',
  'PLAN_SUSPENDED',
  'INVALID',
];

/** The answer to one event (documentation of ConsumptionEventResult; the controller returns the api-types shape). */
export class ConsumptionEventResultDto implements ConsumptionEventResult {
  @ApiProperty({ example: 'factura-FE-000123' })
  readonly eventId!: string;

  @ApiProperty({ enum: OUTCOMES, enumName: 'ConsumptionOutcome', example: 'ACCEPTED' })
  readonly outcome!: ConsumptionOutcome;

  @ApiProperty({ type: 'integer', example: 200, description: 'El código HTTP que tendría el evento solo (200, 400, 403, 404, 409).' })
  readonly status!: number;

  @ApiProperty({ type: Number, nullable: true, example: 4999, description: 'Saldo disponible después del evento; null si es ilimitado.' })
  readonly available!: number | null;

  @ApiPropertyOptional({ example: 'LICENSING.INSUFFICIENT_BALANCE', description: 'Solo en un evento rechazado de un lote.' })
  readonly code?: string;

  @ApiPropertyOptional({ example: 'Saldo insuficiente para registrar el consumo.', description: 'Solo en un evento rechazado de un lote.' })
  readonly statusMessage?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { $ref: '#/components/schemas/FieldError' },
    description:
      'Solo con EVENT_ID_REUSED: cada campo (documentType, documentNumber, featureCode, quantity) distinto del evento registrado con este eventId, con el valor registrado.',
  })
  readonly errors?: FieldError[];
}

/** The answer to a batch: the counts and one result per event, in order. */
export class ConsumptionBatchResultDto implements ConsumptionBatchResult {
  @ApiProperty({ type: 'integer', example: 998 })
  readonly accepted!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  readonly duplicates!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  readonly refused!: number;

  @ApiProperty({ type: [ConsumptionEventResultDto] })
  readonly results!: ConsumptionEventResultDto[];
}
