import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { FILE_NAME_MAX_LENGTH, PACKAGE_CODE_MAX_LENGTH, PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_NAME_MAX_LENGTH } from '@lic/shared-rules';
import { OFFER_TYPES, RELEVANCE_IDS, VALIDITY_TYPES } from '../../domain/package-terms';
import { PACKAGE_TYPE_IDS } from '../../domain/package-type.entity';
import { IsBooleanValue, IsIdList, IsNumberValue, IsOneOf, IsText, IsUuidList, IsWholeNumber } from './field-rules';

/** Longest base64 text accepted before the content check (2 MB of content, with room for a data: prefix). */
const BASE64_MAX_CHARS = 2_800_000;

export class PackageImageDto {
  @ApiProperty({ example: 'oferta-navidad.png', maxLength: FILE_NAME_MAX_LENGTH })
  @Required()
  @IsText(FILE_NAME_MAX_LENGTH)
  readonly FileName: string;

  @ApiProperty({ example: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' })
  @Required()
  @IsText(BASE64_MAX_CHARS)
  readonly ContentFileBase64: string;
}

/** The package save payload of SavePackage and UpdatePackage (backoffice-catalogue.md §3). */
export class SavePackageRequestDto {
  @ApiProperty({ example: 0, description: '0 al crear; el id del paquete al editar.' })
  @Required()
  @IsWholeNumber()
  readonly Id: number;

  @ApiProperty({ example: 'COLFAC-PYME-500', maxLength: PACKAGE_CODE_MAX_LENGTH })
  @Required()
  @IsText(PACKAGE_CODE_MAX_LENGTH)
  readonly PackageCode: string;

  @ApiProperty({ example: 1, enum: PACKAGE_TYPE_IDS, description: '1 base, 2 combo, 3 complementario.' })
  @Required()
  @IsOneOf(PACKAGE_TYPE_IDS)
  readonly PackageTypeId: number;

  @ApiProperty({ example: 'Plan Pyme 500', maxLength: PACKAGE_NAME_MAX_LENGTH })
  @Required()
  @IsText(PACKAGE_NAME_MAX_LENGTH)
  readonly PackageName: string;

  @ApiProperty({
    example: 'Facturación electrónica para pequeñas empresas: 500 documentos al año.',
    maxLength: PACKAGE_DESCRIPTION_MAX_LENGTH,
  })
  @Required()
  @IsText(PACKAGE_DESCRIPTION_MAX_LENGTH)
  readonly PackageDescription: string;

  @ApiProperty({ example: 890000, description: 'Valor total con IVA, en pesos, sin decimales.' })
  @Required()
  @IsNumberValue()
  readonly PackagePrice: number;

  @ApiProperty({ example: 19, description: 'Porcentaje de IVA (parámetro PackageTax).' })
  @Required()
  @IsWholeNumber()
  readonly TaxIva: number;

  @ApiPropertyOptional({ example: 747899.16, description: 'Ignorado: el servidor lo calcula (precio × 100 / (100 + IVA)).' })
  @IsNumberValue()
  readonly PriceUnit?: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: 999 })
  @Required()
  @IsWholeNumber()
  readonly ValidityPeriod: number;

  @ApiProperty({ example: 'A', enum: VALIDITY_TYPES, description: 'A anual, M mensual, D diario (I solo en la lista).' })
  @Required()
  @IsOneOf(VALIDITY_TYPES)
  readonly ValidityTypeId: string;

  @ApiProperty({ example: 1, enum: RELEVANCE_IDS, description: '1 Alta, 2 Media, 3 Baja.' })
  @Required()
  @IsOneOf(RELEVANCE_IDS)
  readonly Relevance: number;

  @ApiProperty({ example: 1, description: 'Posición entre los paquetes activos del mismo tipo y relevancia.' })
  @Required()
  @IsWholeNumber()
  readonly Order: number;

  @ApiProperty({ example: false })
  @Required()
  @IsBooleanValue()
  readonly ApplyOffer: boolean;

  @ApiPropertyOptional({ example: null, enum: OFFER_TYPES, nullable: true, description: 'VLR o PTJ; null sin oferta.' })
  @IsOneOf(OFFER_TYPES)
  readonly OfferTypeCode?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 0,
    description: 'PTJ: porcentaje 0–100; VLR: precio de oferta (no mayor al del paquete).',
  })
  @IsNumberValue()
  readonly TotalOffer?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01',
    description: 'YYYY-MM-DD (inicio del día en Bogotá) o fecha-hora ISO.',
  })
  @IsText(40)
  readonly OfferStartTime?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-31',
    description: 'YYYY-MM-DD (fin del día en Bogotá) o fecha-hora ISO.',
  })
  @IsText(40)
  readonly OfferExpirationTime?: string | null;

  @ApiProperty({ example: true, description: 'false: privado, solo para las empresas de CustomerIdList.' })
  @Required()
  @IsBooleanValue()
  readonly PublicVisibility: boolean;

  @ApiProperty({ example: [1], type: [Number] })
  @Required()
  @IsIdList()
  readonly PackageServiceIdList: number[];

  @ApiProperty({ example: [1, 2], type: [Number] })
  @Required()
  @IsIdList()
  readonly PackageChannelIdList: number[];

  @ApiPropertyOptional({ example: [], type: [String], description: 'Ids (uuid) de empresas; obligatorio si es privado.' })
  @IsUuidList()
  readonly CustomerIdList?: string[] | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '<p><strong>500</strong> documentos al año</p>',
    description: 'HTML saneado; máximo 250 caracteres de texto.',
  })
  @IsText(10_000)
  readonly SummaryHtml?: string | null;

  @ApiProperty({ example: 0, enum: [0, 1], description: '0 activo, 1 inactivo.' })
  @Required()
  @IsOneOf([0, 1])
  readonly Idstate: number;

  @ApiPropertyOptional({ type: PackageImageDto, description: 'Imagen de la oferta (.jpg, .jpeg, .png, .gif, .pdf; máximo 2 MB).' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PackageImageDto)
  readonly Image?: PackageImageDto | null;
}
