import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import {
  IsAdditionalInfo,
  IsAddress,
  IsDifferentDocument,
  IsDocumentNumber,
  IsDocumentTypeForPerson,
  IsDocumentTypeIn,
  IsEmailAddress,
  IsIntegerInRange,
  IsLegalName,
  IsPersonName,
  IsPhone,
  NormalizeDocumentNumber,
  Required,
} from '@lic/server-kernel';
import type { PersonType, PurchaseCustomer } from '@lic/shared-api-types';
import { LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS, PERSON_TYPE, isEmpty } from '@lic/shared-rules';
import { ToInteger } from './purchase-integer.transform';

const INVALID_OPTION = 'El valor no es una opción válida.';

type Body = Record<string, unknown>;
const legal = (body: object): boolean => (body as Body).personType === PERSON_TYPE.LEGAL;
const legalAndGiven =
  (field: string) =>
  (body: object): boolean =>
    legal(body) && !isEmpty((body as Body)[field]);
const naturalOrGiven =
  (field: string) =>
  (body: object): boolean =>
    !legal(body) || !isEmpty((body as Body)[field]);

/**
 * What every customer block of the purchase and trial forms has (storefront.md §3 purchase form fields,
 * rules of §5); whether a company names its legal representative is each block's own (below).
 */
abstract class CustomerBlockRequestDto {
  @ApiProperty({ example: 'J', enum: ['J', 'N'] })
  @Required()
  @IsIn([PERSON_TYPE.LEGAL, PERSON_TYPE.NATURAL], { message: INVALID_OPTION })
  readonly personType!: PersonType;

  @ApiProperty({ example: 4, description: 'J: solo 4 (NIT). N: 1, 2, 4 o 6.' })
  @Required()
  @ToInteger()
  @IsDocumentTypeForPerson('personType')
  readonly documentTypeId!: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('documentTypeId', 'personType')
  readonly documentNumber!: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 8,
    description: 'Se ignora: el servidor calcula el dígito de verificación.',
  })
  @Allow()
  readonly dv?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Comercializadora Andina S.A.S.',
    maxLength: 450,
    description: 'Solo persona jurídica (J).',
  })
  @ValidateIf(legal)
  @Required()
  @IsLegalName()
  readonly legalName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'María José',
    maxLength: 100,
    description: 'Obligatorio para persona natural (N).',
  })
  @ValidateIf(naturalOrGiven('firstName'))
  @Required()
  @IsPersonName()
  readonly firstName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Núñez Rojas',
    maxLength: 100,
    description: 'Obligatorio para persona natural (N).',
  })
  @ValidateIf(naturalOrGiven('lastName'))
  @Required()
  @IsPersonName()
  readonly lastName?: string | null;

  @ApiProperty({ example: '3104567890', maxLength: 10 })
  @Required()
  @IsPhone()
  readonly cellphoneNumber!: string;

  @ApiProperty({ example: 'compras@comercializadoraandina.com.co', maxLength: 100 })
  @Required()
  @IsEmailAddress({ checkBlockedDomains: true })
  readonly email!: string;

  @ApiProperty({ example: 'Calle 100 # 19-61', maxLength: 300 })
  @Required()
  @IsAddress()
  readonly fulladdress!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 4.6865 })
  @IsOptional()
  @IsNumber()
  @Min(-90)
  @Max(90)
  readonly addressLatGeocode?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: -74.0473 })
  @IsOptional()
  @IsNumber()
  @Min(-180)
  @Max(180)
  readonly addressLngGeocode?: number | null;

  @ApiProperty({ example: 11, description: 'Código DANE del departamento, como número.' })
  @Required()
  @ToInteger()
  @IsIntegerInRange(1, 99)
  readonly departmentId!: number;

  @ApiProperty({ example: 11001, description: 'Código DANE del municipio, como número.' })
  @Required()
  @ToInteger()
  @IsIntegerInRange(1, 99999)
  readonly cityId!: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Oficina 802', maxLength: 100 })
  @IsOptional()
  @IsAdditionalInfo()
  readonly addressAdditionalInformation?: string | null;
}

/**
 * The licence's customer (customerService; the trial's customer): a company names its legal representative
 * (storefront.md §3, "for the service person legalDocumentTypeId, legalDocumentNumber, legalFirstName,
 * legalLastName"). firmaya's representative (only type 1) is checked with the brand, by the handler.
 */
export class PurchaseCustomerRequestDto extends CustomerBlockRequestDto implements PurchaseCustomer {
  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'Representante legal (J): 1, 2 o 6 (firmaya: solo 1).' })
  @ValidateIf(legal)
  @Required()
  @ToInteger()
  @IsDocumentTypeIn(LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS)
  readonly legalDocumentTypeId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '79845123', maxLength: 15, description: 'Distinto del NIT.' })
  @ValidateIf(legal)
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('legalDocumentTypeId')
  @IsDifferentDocument('documentNumber')
  readonly legalDocumentNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Carlos Andrés', maxLength: 100 })
  @ValidateIf(legal)
  @Required()
  @IsPersonName()
  readonly legalFirstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Rodríguez Pérez', maxLength: 100 })
  @ValidateIf(legal)
  @Required()
  @IsPersonName()
  readonly legalLastName?: string | null;
}

/**
 * The billing customer (customerBilling): the purchase form shows no legal representative for it, so a
 * company pays without one; a representative that is sent is checked as the licence customer's is.
 */
export class PurchaseBillingCustomerRequestDto extends CustomerBlockRequestDto implements PurchaseCustomer {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1,
    description: 'Opcional. Representante legal (J): 1, 2 o 6 (firmaya: solo 1).',
  })
  @ValidateIf(legalAndGiven('legalDocumentTypeId'))
  @ToInteger()
  @IsDocumentTypeIn(LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS)
  readonly legalDocumentTypeId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '79845123', maxLength: 15, description: 'Distinto del NIT.' })
  @ValidateIf(legalAndGiven('legalDocumentNumber'))
  @NormalizeDocumentNumber()
  @IsDocumentNumber('legalDocumentTypeId')
  @IsDifferentDocument('documentNumber')
  readonly legalDocumentNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Carlos Andrés', maxLength: 100 })
  @ValidateIf(legalAndGiven('legalFirstName'))
  @IsPersonName()
  readonly legalFirstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Rodríguez Pérez', maxLength: 100 })
  @ValidateIf(legalAndGiven('legalLastName'))
  @IsPersonName()
  readonly legalLastName?: string | null;
}
