import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';

/** Path of /payment/confirmation/{gateway}. */
export class ConfirmationParamsDto {
  @ApiProperty({ example: 'epayco', description: 'sandbox, epayco o pagueatiempo' })
  @Required()
  @IsString()
  @MaxLength(20)
  readonly gateway!: string;
}
