import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsNumber, IsOptional, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
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
import { HOLDER_AUTHORIZATION_MISSING, PersonalDataAuthorizationDto } from '@lic/server-privacy-api';
import { KNOWN_DOCUMENT_TYPE_IDS, LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS, PERSON_TYPE, isEmpty } from '@lic/shared-rules';
import { BIOMETRY_LINK, LINK_TO_APP, type LinkToApp } from '../../domain/customer-data';
import { INVALID_OPTION_MESSAGE } from '../../domain/customer-rules';
import { IsIsoDate } from './is-iso-date.decorator';
import { ToInteger } from './to-integer.transform';

/** Every document type a customer may be looked up by. */
export const CUSTOMER_DOCUMENT_TYPE_IDS: readonly number[] = KNOWN_DOCUMENT_TYPE_IDS;

type Body = Record<string, unknown>;
const legal = (body: object): boolean => (body as Body).personType === PERSON_TYPE.LEGAL;
const naturalOrGiven =
  (field: string) =>
  (body: object): boolean =>
    !legal(body) || !isEmpty((body as Body)[field]);

/** The company form (backoffice-licensing.md §3.1, rules of §5.2). */
export class SetCustomerRequestDto {
  @ApiProperty({ example: 'J', enum: ['J', 'N'] })
  @Required()
  @IsIn([PERSON_TYPE.LEGAL, PERSON_TYPE.NATURAL], { message: INVALID_OPTION_MESSAGE })
  readonly personType: string;

  @ApiProperty({ example: 4, description: 'J: solo 4 (NIT). N: 1, 2, 4 o 6.' })
  @Required()
  @ToInteger()
  @IsDocumentTypeForPerson('personType')
  readonly documentTypeId: number;

  @ApiProperty({ example: '900123456', maxLength: 15 })
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('documentTypeId', 'personType')
  readonly documentNumber: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 8,
    description: 'Se ignora: el servidor calcula el dígito de verificación.',
  })
  @Allow()
  readonly dv?: unknown;

  @ApiPropertyOptional({ example: 'Comercializadora Andina S.A.S.', maxLength: 450, description: 'Solo persona jurídica (J).' })
  @ValidateIf(legal)
  @Required()
  @IsLegalName()
  readonly legalName?: string;

  @ApiPropertyOptional({ example: 'María José', maxLength: 100, description: 'Obligatorio para persona natural (N).' })
  @ValidateIf(naturalOrGiven('firstName'))
  @Required()
  @IsPersonName()
  readonly firstName?: string;

  @ApiPropertyOptional({ example: 'Núñez Rojas', maxLength: 100, description: 'Obligatorio para persona natural (N).' })
  @ValidateIf(naturalOrGiven('lastName'))
  @Required()
  @IsPersonName()
  readonly lastName?: string;

  @ApiProperty({ example: '3104567890', maxLength: 10 })
  @Required()
  @IsPhone()
  readonly cellphoneNumber: string;

  @ApiProperty({ example: 'compras@comercializadoraandina.com.co', maxLength: 100 })
  @Required()
  @IsEmailAddress({ checkBlockedDomains: true })
  readonly email: string;

  @ApiProperty({ example: 11, description: 'Código DANE del departamento, como número.' })
  @Required()
  @ToInteger()
  @IsIntegerInRange(1, 99)
  readonly departmentId: number;

  @ApiProperty({ example: 11001, description: 'Código DANE del municipio, como número.' })
  @Required()
  @ToInteger()
  @IsIntegerInRange(1, 99999)
  readonly cityId: number;

  @ApiProperty({ example: 'Calle 100 # 19-61', maxLength: 300 })
  @Required()
  @IsAddress()
  readonly fulladdress: string;

  @ApiPropertyOptional({ example: 'Oficina 802', maxLength: 100 })
  @IsOptional()
  @IsAdditionalInfo()
  readonly addressAdditionalInformation?: string;

  @ApiPropertyOptional({ example: 4.6865 })
  @IsOptional()
  @IsNumber()
  @Min(-90)
  @Max(90)
  readonly addressLatGeocode?: number;

  @ApiPropertyOptional({ example: -74.0473 })
  @IsOptional()
  @IsNumber()
  @Min(-180)
  @Max(180)
  readonly addressLngGeocode?: number;

  @ApiPropertyOptional({ example: 1, description: 'Representante legal (J): 1, 2 o 6.' })
  @ValidateIf(legal)
  @Required()
  @ToInteger()
  @IsDocumentTypeIn(LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS)
  readonly legalDocumentTypeId?: number;

  @ApiPropertyOptional({ example: '79845123', maxLength: 15 })
  @ValidateIf(legal)
  @Required()
  @NormalizeDocumentNumber()
  @IsDocumentNumber('legalDocumentTypeId')
  @IsDifferentDocument('documentNumber')
  readonly legalDocumentNumber?: string;

  @ApiPropertyOptional({ example: 'Carlos Andrés', maxLength: 100 })
  @ValidateIf(legal)
  @Required()
  @IsPersonName()
  readonly legalFirstName?: string;

  @ApiPropertyOptional({ example: 'Rodríguez Pérez', maxLength: 100 })
  @ValidateIf(legal)
  @Required()
  @IsPersonName()
  readonly legalLastName?: string;

  @ApiPropertyOptional({ example: 'otras_apps', enum: LINK_TO_APP })
  @IsOptional()
  @IsIn(LINK_TO_APP, { message: INVALID_OPTION_MESSAGE })
  readonly linkToApp?: LinkToApp;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'Obligatoria cuando linkToApp es biometria.' })
  @ValidateIf((body: object) => (body as Body).linkToApp === BIOMETRY_LINK)
  @Required()
  @IsIsoDate()
  readonly contractStartDate?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Obligatoria cuando linkToApp es biometria; posterior al inicio.' })
  @ValidateIf((body: object) => (body as Body).linkToApp === BIOMETRY_LINK)
  @Required()
  @IsIsoDate()
  readonly contractEndDate?: string;

  @ApiProperty({
    type: PersonalDataAuthorizationDto,
    description: 'El titular autorizó el tratamiento de sus datos (decisión 0069): sin ella no se guarda nada (400).',
  })
  @Required(HOLDER_AUTHORIZATION_MISSING)
  @ValidateNested()
  @Type(() => PersonalDataAuthorizationDto)
  readonly personalDataAuthorization!: PersonalDataAuthorizationDto;
}
