import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { IsBooleanValue, IsText, IsWholeNumber, Trim } from './field-rules';

/** Save payload of a product or service (backoffice-catalogue.md §3): Id 0 creates. */
export class RegisterServiceRequestDto {
  @ApiProperty({ example: 0, description: '0 para crear; el id para editar.' })
  @Required()
  @IsWholeNumber()
  readonly Id: number;

  @ApiProperty({ example: 1, description: 'Tipo de servicio (GET /license/api/parameter/GetAllServiceTypes).' })
  @Required()
  @IsWholeNumber()
  readonly serviceTypeId: number;

  @ApiProperty({ example: 'COLFACTURA', maxLength: 100 })
  @Trim()
  @Required()
  @IsText(100)
  readonly serviceName: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Facturación electrónica validada por la DIAN', maxLength: 200 })
  @Trim()
  @IsText(200)
  readonly description?: string | null;

  @ApiPropertyOptional({ example: true, description: 'true activo, false inactivo; un servicio nuevo es activo si no se indica.' })
  @IsBooleanValue()
  readonly Status?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Facturación electrónica', maxLength: 100 })
  @Trim()
  @IsText(100)
  readonly serviceNameContract?: string | null;

  @ApiPropertyOptional({ example: false })
  @IsBooleanValue()
  readonly contractedServices?: boolean;

  @ApiPropertyOptional({ example: false })
  @IsBooleanValue()
  readonly requiresSupervision?: boolean;

  @ApiPropertyOptional({ example: false })
  @IsBooleanValue()
  readonly isContractFullAccess?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsBooleanValue()
  readonly addManualLicense?: boolean;
}
