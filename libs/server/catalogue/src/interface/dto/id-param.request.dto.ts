import { ApiProperty } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { IsWholeNumber, ToInteger } from './field-rules';

/** A record id in the path. */
export class IdParamRequestDto {
  @ApiProperty({ example: 7 })
  @ToInteger()
  @Required()
  @IsWholeNumber()
  readonly id: number;
}
