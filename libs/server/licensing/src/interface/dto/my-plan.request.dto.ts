import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsIntegerInRange, Required } from '@lic/server-kernel';
import { DOCUMENT_NUMBER_MAX_LENGTH, MESSAGES } from '@lic/shared-rules';
import type { MyPlanRequest } from '@lic/shared-api-types';

const trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : value));

const DOCUMENT_TYPE_MESSAGE = 'Tipo de documento no válido.';

/** POST /license/api/License/GetDetailLicenseCustomerMyPlan and GetDetailLicenseEmployeeMyPlan (storefront.md §7). */
export class MyPlanRequestDto implements MyPlanRequest {
  @ApiProperty({ example: '4', description: 'Id del tipo de documento ("4") o su código ("NIT"), como el claim customer_type.' })
  @trimmed()
  @Required()
  @Matches(/^(\d{1,2}|[A-Za-z]{1,4})$/, { message: DOCUMENT_TYPE_MESSAGE })
  readonly DocumentType!: string;

  @ApiProperty({ example: '900123456', maxLength: DOCUMENT_NUMBER_MAX_LENGTH })
  @trimmed()
  @Required()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH, { message: MESSAGES.maxLength(DOCUMENT_NUMBER_MAX_LENGTH) })
  @Matches(/^[A-Za-z0-9]+$/, { message: MESSAGES.alphanumeric })
  readonly DocumentNumber!: string;

  @ApiPropertyOptional({ example: 'COLFACTURA', description: 'Servicio de la marca; vacío para la app genérica (todos).' })
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: MESSAGES.maxLength(50) })
  readonly ServiceName!: string;
}

/** POST /license/api/License/SetDetailLicenseEmployeeMyPlan: the month asked for. */
export class EmployeeMonthRequestDto extends MyPlanRequestDto {
  @ApiProperty({ example: 11, minimum: 1, maximum: 12 })
  @Required()
  @IsIntegerInRange(1, 12)
  readonly Month!: number;

  @ApiProperty({ example: 2026 })
  @Required()
  @IsIntegerInRange(2000, 9999)
  readonly Year!: number;
}
