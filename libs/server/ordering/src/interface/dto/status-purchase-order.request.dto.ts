import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';

/** Path of GetStatusPurchaseOrder/{referenceUuid}/{appName}. */
export class StatusPurchaseOrderParamsDto {
  @ApiProperty({ example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d' })
  @Required()
  @IsUUID('all')
  readonly referenceUuid!: string;

  @ApiProperty({ example: 'firmaya' })
  @Required()
  @IsString()
  @MaxLength(30)
  readonly appName!: string;
}
