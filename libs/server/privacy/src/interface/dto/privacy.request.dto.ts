import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { IsEmailAddress, Required } from '@lic/server-kernel';
import { DATA_REQUEST_TYPES, type DataRequestState, type DataRequestType } from '@lic/shared-api-types';
import { PrivacyMessage } from '../../domain/privacy.messages';

const APP_NAME_EXAMPLE = 'colfactura';

/** POST /api/data-requests */
export class SubmitDataRequestRequestDto {
  @ApiProperty({ enum: DATA_REQUEST_TYPES, example: 'CONSULTA' })
  @IsIn(DATA_REQUEST_TYPES, { message: PrivacyMessage.badType })
  readonly type!: DataRequestType;

  @ApiProperty({ example: 'Quiero saber qué datos míos tienen y para qué los usan.', minLength: 10, maxLength: 4000 })
  @IsString({ message: PrivacyMessage.badDetail })
  @Length(10, 4000, { message: PrivacyMessage.badDetail })
  readonly detail!: string;

  @ApiPropertyOptional({ example: APP_NAME_EXAMPLE, description: 'La marca donde se hace la solicitud (por defecto, license).' })
  @IsOptional()
  @IsString()
  @Length(1, 30)
  readonly appName?: string;
}

/** POST /api/data-requests/public: a holder without an account, once their e-mail is verified. */
export class SubmitPublicDataRequestRequestDto extends SubmitDataRequestRequestDto {
  @ApiProperty({ example: 'maria.lopez@empresademo.com.co', description: 'El correo verificado con el código de 6 dígitos.' })
  @Required()
  @IsEmailAddress()
  readonly email!: string;

  @ApiProperty({ example: 'María Fernanda López Cárdenas' })
  @IsString({ message: PrivacyMessage.badName })
  @Length(3, 200, { message: PrivacyMessage.badName })
  readonly name!: string;

  @ApiPropertyOptional({ example: '52123456', description: 'Documento del titular, si lo quiere indicar.' })
  @IsOptional()
  @IsString()
  @Length(5, 15, { message: PrivacyMessage.badDocument })
  readonly documentNumber?: string;
}

/** POST /api/data-requests/{number}/answer */
export class AnswerDataRequestRequestDto {
  @ApiProperty({ example: 'Estos son los datos que tenemos de usted: …', minLength: 10, maxLength: 8000 })
  @IsString({ message: PrivacyMessage.badAnswer })
  @Length(10, 8000, { message: PrivacyMessage.badAnswer })
  readonly answer!: string;
}

/** POST /api/data-requests/{number}/extend */
export class ExtendDataRequestRequestDto {
  @ApiProperty({ example: 'Debemos revisar los soportes contables archivados de 2025.', minLength: 10, maxLength: 1000 })
  @IsString({ message: PrivacyMessage.badReason })
  @Length(10, 1000, { message: PrivacyMessage.badReason })
  readonly reason!: string;
}

/** GET /api/data-requests */
export class ListDataRequestsRequestDto {
  @ApiPropertyOptional({ enum: ['RECIBIDA', 'PRORROGADA', 'RESPONDIDA'] })
  @IsOptional()
  @IsIn(['RECIBIDA', 'PRORROGADA', 'RESPONDIDA'])
  readonly state?: DataRequestState;

  @ApiPropertyOptional({ example: 'SDP-2026', description: 'Número, nombre, correo o documento del titular (contiene).' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  readonly search?: string;
}

/** POST /api/privacy-policy */
export class PublishPrivacyPolicyRequestDto {
  @ApiProperty({ example: APP_NAME_EXAMPLE })
  @IsString()
  @Length(1, 30)
  readonly appName!: string;

  @ApiProperty({
    example: 'Colfactura trata los datos personales de sus clientes conforme a la Ley 1581 de 2012 y al Decreto 1377 de 2013.',
    minLength: 50,
    maxLength: 50000,
  })
  @IsString()
  @Length(50, 50000, { message: 'Escribe el texto de la política (50 a 50000 caracteres).' })
  readonly text!: string;

  @ApiPropertyOptional({
    example: '2026-12-15',
    description: 'Día (Bogotá) desde el que rige: hoy o hasta un año después. Por defecto, hoy. Se publica y se pide aceptar de inmediato.',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Escribe la fecha de vigencia como AAAA-MM-DD.' })
  @IsISO8601({ strict: true }, { message: 'Escribe la fecha de vigencia como AAAA-MM-DD.' })
  readonly effectiveOn?: string;
}

/** POST /api/me/consents */
export class AcceptPolicyRequestDto {
  @ApiProperty({ example: APP_NAME_EXAMPLE })
  @IsString()
  @Length(1, 30)
  readonly appName!: string;

  @ApiProperty({ example: 2, description: 'La versión que el cliente leyó y acepta.' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  readonly version!: number;
}

/** GET /api/me/consent-status */
export class ConsentStatusRequestDto {
  @ApiProperty({ example: APP_NAME_EXAMPLE })
  @IsString()
  @Length(1, 30)
  readonly appName!: string;
}

/** GET /api/consents */
export class ListConsentsRequestDto {
  @ApiPropertyOptional({ example: '900123456', description: 'Documento de la empresa o persona.' })
  @IsOptional()
  @IsString()
  @Length(1, 30)
  readonly documentNumber?: string;

  @ApiPropertyOptional({ example: 'cliente' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  readonly userName?: string;
}

/** GET /api/privacy-policy/{appName}?version= */
export class PrivacyPolicyVersionRequestDto {
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  readonly version?: number;
}

export const PERSONAL_DATA_FORMATS = ['json', 'csv', 'pdf', 'xlsx'] as const;
export type PersonalDataFormat = (typeof PERSONAL_DATA_FORMATS)[number];

/** GET /api/me/personal-data?format= */
export class PersonalDataFormatRequestDto {
  @ApiPropertyOptional({ enum: PERSONAL_DATA_FORMATS, example: 'json' })
  @IsOptional()
  @IsIn(PERSONAL_DATA_FORMATS, { message: 'El formato debe ser json, csv, pdf o xlsx.' })
  readonly format?: PersonalDataFormat;
}

/** GET /api/personal-data-access */
export class ListPersonalDataAccessRequestDto {
  @ApiPropertyOptional({ example: 'oficial.datos', description: 'Usuario que accedió o titular (contiene).' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  readonly search?: string;
}
