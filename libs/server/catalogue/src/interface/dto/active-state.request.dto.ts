import { ApiProperty } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { IsOneOf, IsWholeNumber } from './field-rules';

/** Body of ActivePackage and ActivePromoCode. */
export class ActiveStateRequestDto {
  @ApiProperty({ example: 7 })
  @Required()
  @IsWholeNumber()
  readonly id: number;

  @ApiProperty({ example: 1, enum: [0, 1], description: '0 activo, 1 inactivo.' })
  @Required()
  @IsOneOf([0, 1])
  readonly idstate: 0 | 1;
}
