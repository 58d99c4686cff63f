import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '@lic/shared-rules';
import type { ContractedServiceDetailsRequest, DashboardMovementsRequest } from '@lic/shared-api-types';

/** POST license/api/dashboard/dashboard-customer (backoffice-licensing.md §7): the signed-in customer's own company. */
export class DashboardCustomerRequestDto {
  @ApiProperty({ example: 4 })
  @Required()
  @IsInt()
  readonly documentType!: number;

  @ApiProperty({ example: '900123456', maxLength: DOCUMENT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  readonly documentNumber!: string;
}

/** POST license/api/dashboard/contracted-service-details (§7). */
export class ContractedServiceDetailsRequestDto implements ContractedServiceDetailsRequest {
  @ApiProperty({ example: 4 })
  @Required()
  @IsInt()
  readonly DocumentType!: number;

  @ApiProperty({ example: '900123456', maxLength: DOCUMENT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  readonly DocumentNumber!: string;

  @ApiProperty({ example: 'COLFACTURA', maxLength: 50 })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly ServiceName!: string;

  @ApiProperty({ example: 'COLFAC-PYME', maxLength: 50 })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly PackageCode!: string;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean()
  readonly IsSupervised!: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** POST license/api/dashboard/movements: the "Movimientos" of one feature, own company only. */
export class DashboardMovementsRequestDto implements DashboardMovementsRequest {
  @ApiProperty({ example: 4 })
  @Required()
  @IsInt()
  readonly DocumentType!: number;

  @ApiProperty({ example: '900123456', maxLength: DOCUMENT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  readonly DocumentNumber!: string;

  @ApiProperty({ example: 'COLFACTURA', maxLength: 50 })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly ServiceName!: string;

  @ApiProperty({ example: 'COLFACTURA_DOCUMENTO', maxLength: 50 })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly ServiceFeatureCode!: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'YYYY-MM-DD (Bogotá); por defecto el primero del mes.' })
  @IsOptional()
  @Matches(DAY, { message: 'Fecha inválida, el formato debe ser YYYY-MM-DD' })
  readonly From?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'YYYY-MM-DD (Bogotá); por defecto hoy.' })
  @IsOptional()
  @Matches(DAY, { message: 'Fecha inválida, el formato debe ser YYYY-MM-DD' })
  readonly To?: string;
}
