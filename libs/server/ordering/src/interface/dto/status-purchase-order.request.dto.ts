import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';

/** Path of GetStatusPurchaseOrder/{referenceUuid}/{appName}. */
export class StatusPurchaseOrderParamsDto {
  @ApiProperty({
    example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d',
    maxLength: 100,
    description: 'Una referencia que no es un UUID responde como una orden que no existe (404), para el cliente que la abrió.',
  })
  @Required()
  @IsString()
  @MaxLength(100)
  readonly referenceUuid!: string;

  @ApiProperty({ example: 'firmaya' })
  @Required()
  @IsString()
  @MaxLength(30)
  readonly appName!: string;
}
