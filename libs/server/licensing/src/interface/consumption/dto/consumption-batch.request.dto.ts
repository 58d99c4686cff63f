import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray } from 'class-validator';
import { Required } from '@lic/server-kernel';
import type { ConsumptionBatchRequest } from '@lic/shared-api-types';
import { CONSUMPTION_BATCH_MAX, ConsumptionMessage } from '../../../domain/consumption/consumption.messages';
import { ConsumptionEventRequestDto } from './consumption-event.request.dto';

/**
 * Up to 1,000 events. The list is checked here; each event is checked on its own by the controller so
 * that one bad event is answered INVALID (400) without refusing the others.
 */
export class ConsumptionBatchRequestDto implements ConsumptionBatchRequest {
  @ApiProperty({ type: [ConsumptionEventRequestDto], minItems: 1, maxItems: CONSUMPTION_BATCH_MAX })
  @Required()
  @IsArray()
  @ArrayMinSize(1, { message: ConsumptionMessage.batchSize })
  @ArrayMaxSize(CONSUMPTION_BATCH_MAX, { message: ConsumptionMessage.batchSize })
  readonly events!: ConsumptionEventRequestDto[];
}
