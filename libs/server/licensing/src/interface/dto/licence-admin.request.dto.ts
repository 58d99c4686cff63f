import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Required } from '@lic/server-kernel';
import { LicensingMessage } from '../../domain/licensing.messages';
import { CONTRACT_NUMBER_MAX_LENGTH } from '@lic/shared-rules';
import type {
  AddNewCustomerLicenseRequest,
  LicenseDetailFilterType,
  LicenseDetailRequest,
  LicenseDetailSort,
  SetLicenseTransactionRangeRequest,
} from '@lic/shared-api-types';
import { TransactionRangeDto } from './transaction-range.dto';

const ID_MAX = 2_147_483_647;
const RANGES_MAX = 100;
const FILTER_TYPES: LicenseDetailFilterType[] = ['Customer', 'Service'];
const SORTS: LicenseDetailSort[] = ['asc', 'desc', 'a-z', 'z-a'];

export class LicenseDetailFilterDto {
  @ApiProperty({ enum: FILTER_TYPES, example: 'Service' })
  @Required()
  @IsIn(FILTER_TYPES)
  readonly type!: LicenseDetailFilterType;

  @ApiProperty({ example: 'COLFACTURA', description: 'Customer: id (uuid) o número de documento; Service: nombre del servicio.' })
  @Required()
  @IsString()
  @MaxLength(100)
  readonly value!: string;
}

/** POST license/api/license/getDetailsLicenseCustomer (backoffice-licensing.md §7). */
export class LicenseDetailRequestDto implements LicenseDetailRequest {
  @ApiPropertyOptional({ example: 15, description: 'Un plan del cliente (la fila abierta).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  readonly purchaseOrderLicenseId?: number;

  @ApiPropertyOptional({ example: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001' })
  @IsOptional()
  @IsUUID('all')
  readonly customerId?: string;

  @ApiProperty({ type: [LicenseDetailFilterDto], description: 'Puede ir vacía.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => LicenseDetailFilterDto)
  readonly filters!: LicenseDetailFilterDto[];

  @ApiProperty({ enum: SORTS, example: 'a-z', description: 'a-z / z-a por servicio; desc fecha más reciente; asc fecha más antigua.' })
  @Required()
  @IsIn(SORTS)
  readonly sortType!: LicenseDetailSort;
}

/** POST license/api/purchaseOrderLicense/AddNewCustomerLicense (backoffice-licensing.md §4.1, §5.1, §7). */
export class AddNewCustomerLicenseRequestDto implements AddNewCustomerLicenseRequest {
  @ApiProperty({ example: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001' })
  @Required()
  @IsUUID('all')
  readonly customerId!: string;

  @ApiProperty({ example: 1 })
  @Required()
  @IsInt()
  @Min(1)
  @Max(ID_MAX)
  readonly serviceId!: number;

  @ApiProperty({ example: 2 })
  @Required()
  @IsInt()
  @Min(1)
  @Max(ID_MAX)
  readonly packageId!: number;

  @ApiProperty({ type: [TransactionRangeDto] })
  @Required()
  @IsArray()
  @ArrayMaxSize(RANGES_MAX)
  @ValidateNested({ each: true })
  @Type(() => TransactionRangeDto)
  readonly transactionRanges!: TransactionRangeDto[];

  @ApiPropertyOptional({ example: 'CT-2026-0042', maxLength: CONTRACT_NUMBER_MAX_LENGTH, description: 'Obligatorio para BIILIMITADO.' })
  @IsOptional()
  @IsString()
  @MaxLength(CONTRACT_NUMBER_MAX_LENGTH)
  readonly contractNumber?: string;

  @ApiPropertyOptional({ example: '2026-11-23T05:00:00.000Z', description: 'BIILIMITADO: inicio del plan.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  readonly startDate?: string;

  @ApiPropertyOptional({ example: '2027-11-23T04:59:59.000Z', description: 'BIILIMITADO: fin del plan.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  readonly finalDate?: string;
}

/** POST license/api/license/SetLicenseTransactionRange. */
export class SetLicenseTransactionRangeRequestDto implements SetLicenseTransactionRangeRequest {
  @ApiProperty({ example: 15 })
  @Required()
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  readonly PurchaseOrderLicenseId!: number;

  @ApiProperty({ type: [TransactionRangeDto] })
  @Required()
  @IsArray()
  @ArrayMaxSize(RANGES_MAX)
  @ValidateNested({ each: true })
  @Type(() => TransactionRangeDto)
  readonly licenseTransactionRange!: TransactionRangeDto[];
}

/** POST license/api/license/ReactivateOrderLicenses: a plan of the suspended order (the row of the detail). */
export class ReactivateOrderLicensesRequestDto {
  @ApiProperty({ example: 15, description: 'Un plan suspendido de la orden (la fila del detalle).' })
  @Required()
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  readonly purchaseOrderLicenseId!: number;
}

/** POST license/api/license/SuspendOrderLicenses: staff's "Suspender" with a reason. */
export class SuspendOrderLicensesRequestDto {
  @ApiProperty({
    example: 15,
    description: 'Un plan vigente de la orden (la fila del detalle); una licencia agregada por el personal se suspende sola.',
  })
  @Required()
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  readonly purchaseOrderLicenseId!: number;

  @ApiProperty({
    example: 'Contrato en revisión jurídica',
    minLength: 5,
    maxLength: 200,
    description: 'El motivo: lo ven el personal, el cliente y la app (licence.suspended).',
  })
  // One rule, one message: text whose first to last visible character are 5 to 200 characters.
  @Matches(/^\s*\S[\s\S]{3,198}\S\s*$/, { message: LicensingMessage.suspensionReasonRequired })
  readonly reason!: string;
}

/** `result` of ReactivateOrderLicenses and SuspendOrderLicenses. */
export class ReactivatedOrderLicencesDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '3f1c2b7e-8a4d-4c55-9a51-0c0ffee00042',
    description: 'La orden de las licencias; null para una licencia agregada por el personal.',
  })
  readonly referenceUuid!: string | null;

  @ApiProperty({ type: 'integer', isArray: true, example: [15], description: 'Los planes que vuelven a estar vigentes.' })
  readonly planIds!: number[];
}

/** The answer of ReactivateOrderLicenses. */
export class ReactivateOrderLicensesAnswerDto {
  @ApiProperty({ type: ReactivatedOrderLicencesDto })
  readonly result!: ReactivatedOrderLicencesDto;

  @ApiProperty({ example: 'Licencias reactivadas' })
  readonly statusMessage!: string;
}

/** The answer of SuspendOrderLicenses. */
export class SuspendOrderLicensesAnswerDto {
  @ApiProperty({ type: ReactivatedOrderLicencesDto })
  readonly result!: ReactivatedOrderLicencesDto;

  @ApiProperty({ example: 'Licencias suspendidas' })
  readonly statusMessage!: string;
}
