import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, ValidateNested } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { STORAGE_UNITS } from '../../domain/package-terms';
import { IsBooleanValue, IsOneOf, IsWholeNumber } from './field-rules';

// The records of GetPackagesConfiguration may be sent back as they are: their display fields are allowed
// and ignored.

export class ConfiguredFeatureDto {
  @ApiProperty({ example: 14 })
  @Required()
  @IsWholeNumber()
  readonly featureId: number;

  @ApiProperty({ example: true })
  @Required()
  @IsBooleanValue()
  readonly selected: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 500,
    description: '1 a 9.999.999; 1.000.000 es ilimitado. Obligatoria si selected.',
  })
  @IsWholeNumber()
  readonly quantity?: number | null;

  @ApiPropertyOptional({ example: 'GB', enum: STORAGE_UNITS, description: 'Solo características de almacenamiento (MB por defecto).' })
  @IsOneOf(STORAGE_UNITS)
  readonly storageType?: string | null;

  @Allow() readonly featureName?: unknown;
  @Allow() readonly featureCode?: unknown;
  @Allow() readonly featureAlias?: unknown;
  @Allow() readonly featureTypeName?: unknown;
  @Allow() readonly isPrincipal?: unknown;
  @Allow() readonly isUnlimited?: unknown;
  @Allow() readonly isStorage?: unknown;
}

export class ConfiguredServiceDto {
  @ApiProperty({ example: 1 })
  @Required()
  @IsWholeNumber()
  readonly serviceId: number;

  @ApiProperty({ type: [ConfiguredFeatureDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ConfiguredFeatureDto)
  readonly features: ConfiguredFeatureDto[];

  @Allow() readonly serviceName?: unknown;
}

/** One configured package of the SetFeaturesDependingPackage body (a list of them). */
export class PackageFeaturesDto {
  @ApiProperty({ example: 3 })
  @Required()
  @IsWholeNumber()
  readonly packageId: number;

  @ApiProperty({ type: [ConfiguredServiceDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ConfiguredServiceDto)
  readonly serviceList: ConfiguredServiceDto[];

  @Allow() readonly packageCode?: unknown;
  @Allow() readonly packageName?: unknown;
  @Allow() readonly packagePrice?: unknown;
  @Allow() readonly packageDiscount?: unknown;
  @Allow() readonly packageWithDiscount?: unknown;
  @Allow() readonly publicVisibility?: unknown;
  @Allow() readonly idstate?: unknown;
}
