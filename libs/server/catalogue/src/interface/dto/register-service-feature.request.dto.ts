import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { CatalogueMessage } from '../../domain/catalogue.messages';
import { IsBooleanValue, IsText, IsWholeNumber, Matches, Trim } from './field-rules';

const IMAGE_URL = /^(https?:\/\/[^\s<>"']+|\/(?!\/)[^\s<>"']*)$/i;
const COLOR = /^#?[0-9A-Za-z(),.%\s-]+$/;

/** The service feature form plus id (0 for new). */
export class RegisterServiceFeatureRequestDto {
  @ApiProperty({ example: 0 })
  @Required()
  @IsWholeNumber()
  readonly id: number;

  @ApiProperty({ example: 2, description: 'Tipo de servicio.' })
  @Required()
  @IsWholeNumber()
  readonly serviceTypeId: number;

  @ApiProperty({ example: 'COLNOMINA_EMPLEADO', maxLength: 50 })
  @Trim()
  @Required()
  @IsText(50)
  readonly serviceFeatureCode: string;

  @ApiProperty({ example: 'Empleados a liquidar en nómina electrónica', maxLength: 250 })
  @Trim()
  @Required()
  @IsText(250)
  readonly featureDescription: string;

  @ApiProperty({ example: 3 })
  @Required()
  @IsWholeNumber()
  readonly featureTypeId: number;

  @ApiProperty({ example: false, description: 'true: característica principal (sin padre).' })
  @Required()
  @IsBooleanValue()
  readonly isPrincipal: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 12, description: 'Característica padre; obligatoria si no es principal.' })
  @IsWholeNumber()
  readonly featureRelation?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Empleados', maxLength: 100 })
  @Trim()
  @IsText(100)
  readonly featureAlias?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://cdn.colnomina.com/iconos/empleados.svg', maxLength: 1000 })
  @Trim()
  @IsText(1000)
  @Matches(IMAGE_URL, CatalogueMessage.imageUrl)
  readonly urlImageFeature?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '#1E88E5', maxLength: 50 })
  @Trim()
  @IsText(50)
  @Matches(COLOR, CatalogueMessage.colorCode)
  readonly colorFeature?: string | null;
}
