import { ApiProperty } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { IsBooleanValue, IsWholeNumber } from './field-rules';

/** Body of ChangeStateService, ChangeStateFeatureType and ChangeStateServiceFeature. */
export class ChangeStateRequestDto {
  @ApiProperty({ example: 3 })
  @Required()
  @IsWholeNumber()
  readonly Id: number;

  @ApiProperty({ example: false, description: 'true activa, false inactiva.' })
  @Required()
  @IsBooleanValue()
  readonly Status: boolean;
}
