import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { HOLDER_AUTHORIZATION_MISSING, PersonalDataAuthorizationDto } from '@lic/server-privacy-api';
import {
  ADDRESS_MAX_LENGTH,
  CONTRACT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@lic/shared-rules';
import type {
  ContractCustomerPart,
  ContractPart,
  ContractSupervisorPart,
  CreateContractRequest,
  ServicesToAddContract,
} from '@lic/shared-api-types';

// POST license/api/contract/create (backoffice-licensing.md §3.5). The DTOs check presence, types and
// column lengths (400); the §5.4 rules are checked by the server's contract checks (422, docs/api/contracts.md).

export class ContractPartDto implements ContractPart {
  @ApiProperty({ example: 'OP-2026-0042', maxLength: CONTRACT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(CONTRACT_NUMBER_MAX_LENGTH)
  readonly contractNumber!: string;

  @ApiProperty({ example: '2026-11-22T00:00:00.000-05:00', description: 'Inicio del día (Bogotá).' })
  @Required()
  @IsISO8601({ strict: true })
  readonly contractStartDate!: string;

  @ApiProperty({ example: '2027-11-21T23:59:59.999-05:00', description: 'Fin del día (Bogotá).' })
  @Required()
  @IsISO8601({ strict: true })
  readonly contractEndDate!: string;

  @ApiProperty({ example: '5f0c…', description: 'Id del gestor operativo (usuario del rol LICENSE_{producto}_COMERCIALMANAGER).' })
  @Required()
  @IsString()
  @MaxLength(100)
  readonly commercialManagerId!: string;

  @ApiProperty({ example: 1, description: 'paymentTypeId de los parámetros.' })
  @Required()
  @IsInt()
  readonly paymentCondition!: number;
}

export class ContractCustomerPartDto implements ContractCustomerPart {
  @ApiProperty({ enum: ['J', 'N'] })
  @Required()
  @IsIn(['J', 'N'])
  readonly personType!: 'J' | 'N';

  @ApiProperty({ example: 4 })
  @Required()
  @IsInt()
  readonly documentTypeId!: number;

  @ApiProperty({ example: '900123456', maxLength: DOCUMENT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  readonly documentNumber!: string;

  @ApiPropertyOptional({ maxLength: LEGAL_NAME_MAX_LENGTH, description: 'Solo persona jurídica (J).' })
  @IsOptional()
  @IsString()
  @MaxLength(LEGAL_NAME_MAX_LENGTH)
  readonly legalName?: string;

  @ApiPropertyOptional({ maxLength: PERSON_NAME_MAX_LENGTH, description: 'Solo persona natural (N).' })
  @IsOptional()
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  readonly firstName?: string;

  @ApiPropertyOptional({ maxLength: PERSON_NAME_MAX_LENGTH, description: 'Solo persona natural (N).' })
  @IsOptional()
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  readonly lastName?: string;

  @ApiProperty({ maxLength: ADDRESS_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH)
  readonly fulladdress!: string;

  @ApiProperty({ example: 11001, description: 'Municipio (código DANE numérico).' })
  @Required()
  @IsInt()
  readonly cityId!: number;

  @ApiProperty({ example: '3001234567', maxLength: PHONE_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(PHONE_MAX_LENGTH)
  readonly cellphoneNumber!: string;

  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  readonly email!: string;
}

export class ContractSupervisorPartDto implements ContractSupervisorPart {
  @ApiProperty({ example: 1 })
  @Required()
  @IsInt()
  readonly documentTypeId!: number;

  @ApiProperty({ maxLength: DOCUMENT_NUMBER_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  readonly documentNumber!: string;

  @ApiProperty({ maxLength: PERSON_NAME_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  readonly firstName!: string;

  @ApiProperty({ maxLength: PERSON_NAME_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  readonly lastName!: string;

  @ApiProperty({ maxLength: ADDRESS_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(ADDRESS_MAX_LENGTH)
  readonly fulladdress!: string;

  @ApiProperty({ example: 5001 })
  @Required()
  @IsInt()
  readonly cityId!: number;

  @ApiPropertyOptional({ maxLength: PHONE_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(PHONE_MAX_LENGTH)
  readonly phoneNumber?: string;

  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  readonly email!: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  readonly jobTitle?: string;
}

/** A service line of either variant (§3.5): the device fields only for device-based products, IsUnlimited only for service lines. */
export class ContractServiceLineDto {
  @ApiProperty({ example: 'COLFAC-PYME', maxLength: 50 })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly packageCode!: string;

  @ApiProperty({ example: 1000, description: '0 cuando es ilimitado.' })
  @Required()
  @IsInt()
  readonly quantityToAdd!: number;

  @ApiProperty({
    example: 'COLFAC-PYME-1-A',
    maxLength: 150,
    description: 'El servidor lo recalcula (paquete, dispositivo, cantidad y tipo de vigencia).',
  })
  @Required()
  @IsString()
  @MaxLength(150)
  readonly identifierCode!: string;

  @ApiProperty({ example: 'A', description: 'A Años, M Meses, D Días.' })
  @Required()
  @IsString()
  @MaxLength(1)
  readonly typeValidity!: string;

  @ApiProperty({ example: 1 })
  @Required()
  @IsInt()
  readonly validityAmount!: number;

  @ApiPropertyOptional({ description: 'Variante servicio: cantidad ilimitada.' })
  @IsOptional()
  @IsBoolean()
  readonly IsUnlimited?: boolean;

  @ApiPropertyOptional({ description: 'Variante dispositivo.' })
  @IsOptional()
  @IsInt()
  readonly reassignmentQuota?: number;

  @ApiPropertyOptional({ example: 'TOKEN', description: 'Variante dispositivo: codeDevice.' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  readonly deviceType?: string;

  @ApiPropertyOptional({ example: 1, description: 'Variante dispositivo.' })
  @IsOptional()
  @IsInt()
  readonly credentialsDeliveryType?: number;
}

/** servicesToAdd holds either variant (optional fields here): the controller hands it on as ServicesToAddContract. */
export class ServicesToAddContractDto implements Omit<ServicesToAddContract, 'servicesToAdd'> {
  @ApiProperty({ type: [ContractServiceLineDto] })
  @Required()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => ContractServiceLineDto)
  readonly servicesToAdd!: ContractServiceLineDto[];

  @ApiProperty({ example: 'COLFACTURA' })
  @Required()
  @IsString()
  @MaxLength(50)
  readonly serviceName!: string;

  @ApiProperty({ description: 'Informativo: el servidor usa el del producto.' })
  @IsOptional()
  @IsBoolean()
  readonly requiresSupervision!: boolean;
}

export class CreateContractRequestDto implements Omit<CreateContractRequest, 'servicesToAddContract'> {
  @ApiProperty({ type: ContractPartDto })
  @Required()
  @ValidateNested()
  @Type(() => ContractPartDto)
  readonly contract!: ContractPartDto;

  @ApiProperty({ type: ContractCustomerPartDto })
  @Required()
  @ValidateNested()
  @Type(() => ContractCustomerPartDto)
  readonly customer!: ContractCustomerPartDto;

  @ApiPropertyOptional({ type: ContractSupervisorPartDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ContractSupervisorPartDto)
  readonly supervisor?: ContractSupervisorPartDto;

  @ApiProperty({ type: ServicesToAddContractDto })
  @Required()
  @ValidateNested()
  @Type(() => ServicesToAddContractDto)
  readonly servicesToAddContract!: ServicesToAddContractDto;

  @ApiProperty({
    type: PersonalDataAuthorizationDto,
    description: 'El titular autorizó el tratamiento de sus datos (decisión 0069): sin ella no se guarda nada (400).',
  })
  @Required(HOLDER_AUTHORIZATION_MISSING)
  @ValidateNested()
  @Type(() => PersonalDataAuthorizationDto)
  readonly personalDataAuthorization!: PersonalDataAuthorizationDto;
}
