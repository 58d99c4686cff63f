import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Required } from '@lic/server-kernel';
import { FEATURE_CATEGORY_TYPES } from '../../domain/feature-type.entity';
import { IsBooleanValue, IsOneOf, IsText, IsWholeNumber, Trim } from './field-rules';

/** Save payload of a feature type: Id 0 creates. */
export class RegisterFeatureTypeRequestDto {
  @ApiProperty({ example: 0 })
  @Required()
  @IsWholeNumber()
  readonly Id: number;

  @ApiProperty({ example: 'Documentos electrónicos', maxLength: 50 })
  @Trim()
  @Required()
  @IsText(50)
  readonly featureTypeName: string;

  @ApiProperty({ example: 'T', enum: FEATURE_CATEGORY_TYPES, description: 'F Funcionalidad Sistema, T Transaccionalidad.' })
  @Required()
  @IsOneOf(FEATURE_CATEGORY_TYPES)
  readonly categoryType: 'F' | 'T';

  @ApiPropertyOptional({ example: true, description: 'true activo, false inactivo.' })
  @IsBooleanValue()
  readonly status?: boolean;
}
