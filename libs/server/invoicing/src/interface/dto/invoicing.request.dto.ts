import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Required } from '@lic/server-kernel';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MAX_NUMBER = 9_999_999_999;

export const InvoicingFieldMessage = {
  order: 'La referencia de la orden (order) no es válida.',
  kind: 'El tipo de documento debe ser INVOICE o CREDIT_NOTE.',
  status: 'El estado debe ser EN_ESPERA, GENERADA, ENVIADA, ACEPTADA, RECHAZADA o ANULADA.',
  date: 'La fecha debe tener el formato AAAA-MM-DD.',
  search: 'La búsqueda admite hasta 40 caracteres.',
  resolutionNumber: 'El número de resolución debe tener entre 1 y 40 dígitos.',
  prefix: 'El prefijo admite hasta 4 letras o dígitos.',
  range: 'El rango debe ser un número entero entre 0 y 9.999.999.999.',
  technicalKey: 'La clave técnica debe tener entre 10 y 100 caracteres.',
} as const;

/** GET license/api/invoices: an order's documents (order), or the finance list with filters (staff). */
export class ListInvoicesRequestDto {
  @ApiPropertyOptional({ example: '6f1c2b4e-8d9a-4e0b-9f3c-2a1b3c4d5e6f', description: 'referenceUuid de la orden de compra.' })
  @IsOptional()
  @IsUUID('all', { message: InvoicingFieldMessage.order })
  readonly order?: string;

  @ApiPropertyOptional({ enum: ['INVOICE', 'CREDIT_NOTE'] })
  @IsOptional()
  @IsIn(['INVOICE', 'CREDIT_NOTE'], { message: InvoicingFieldMessage.kind })
  readonly kind?: 'INVOICE' | 'CREDIT_NOTE';

  @ApiPropertyOptional({ enum: ['EN_ESPERA', 'GENERADA', 'ENVIADA', 'ACEPTADA', 'RECHAZADA', 'ANULADA'] })
  @IsOptional()
  @IsIn(['EN_ESPERA', 'GENERADA', 'ENVIADA', 'ACEPTADA', 'RECHAZADA', 'ANULADA'], { message: InvoicingFieldMessage.status })
  readonly status?: 'EN_ESPERA' | 'GENERADA' | 'ENVIADA' | 'ACEPTADA' | 'RECHAZADA' | 'ANULADA';

  @ApiPropertyOptional({ example: 'SETP99', description: 'Número del documento o referencia de la orden, parcial.' })
  @IsOptional()
  @IsString({ message: InvoicingFieldMessage.search })
  @MaxLength(40, { message: InvoicingFieldMessage.search })
  readonly search?: string;

  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @Matches(DATE, { message: InvoicingFieldMessage.date })
  readonly from?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @Matches(DATE, { message: InvoicingFieldMessage.date })
  readonly to?: string;
}

/** POST license/api/invoicing/resolutions. */
export class RegisterNumberingResolutionRequestDto {
  @ApiProperty({ example: '18760000001' })
  @Required()
  @Matches(/^\d{1,40}$/, { message: InvoicingFieldMessage.resolutionNumber })
  readonly resolutionNumber!: string;

  @ApiProperty({ example: 'SETP', maxLength: 4 })
  @IsString({ message: InvoicingFieldMessage.prefix })
  @Matches(/^[A-Za-z0-9]{0,4}$/, { message: InvoicingFieldMessage.prefix })
  readonly prefix!: string;

  @ApiProperty({ example: 990000000 })
  @Required()
  @Type(() => Number)
  @IsInt({ message: InvoicingFieldMessage.range })
  @Min(0, { message: InvoicingFieldMessage.range })
  @Max(MAX_NUMBER, { message: InvoicingFieldMessage.range })
  readonly rangeFrom!: number;

  @ApiProperty({ example: 995000000 })
  @Required()
  @Type(() => Number)
  @IsInt({ message: InvoicingFieldMessage.range })
  @Min(0, { message: InvoicingFieldMessage.range })
  @Max(MAX_NUMBER, { message: InvoicingFieldMessage.range })
  readonly rangeTo!: number;

  @ApiProperty({ example: '2026-01-19' })
  @Required()
  @Matches(DATE, { message: InvoicingFieldMessage.date })
  readonly validFrom!: string;

  @ApiProperty({ example: '2028-01-19' })
  @Required()
  @Matches(DATE, { message: InvoicingFieldMessage.date })
  readonly validTo!: string;

  @ApiProperty({ example: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c', description: 'Se guarda cifrada y no se vuelve a mostrar.' })
  @Required()
  @IsString({ message: InvoicingFieldMessage.technicalKey })
  @MinLength(10, { message: InvoicingFieldMessage.technicalKey })
  @MaxLength(100, { message: InvoicingFieldMessage.technicalKey })
  readonly technicalKey!: string;
}
