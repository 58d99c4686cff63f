import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsDocumentNumber, IsDocumentTypeIn, NormalizeDocumentNumber, Required } from '@lic/server-kernel';
import { KNOWN_DOCUMENT_TYPE_IDS } from '@lic/shared-rules';
import { ToInteger } from './purchase-integer.transform';

/** Every document type a customer may be looked up by. */
const CUSTOMER_DOCUMENT_TYPE_IDS: readonly number[] = KNOWN_DOCUMENT_TYPE_IDS;

/** POST /license/api/license/GetPackageBaseCustomer. */
export class PackageBaseCustomerRequestDto {
  @ApiProperty({ example: 4 })
  @Required()
  @ToInteger()
  @IsDocumentTypeIn(CUSTOMER_DOCUMENT_TYPE_IDS)
  readonly DocumentType!: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('DocumentType')
  readonly DocumentNumber!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'firmaya',
    description: 'App o servicio; vacío para la app genérica (todos los servicios).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  readonly ServiceName?: string | null;
}
