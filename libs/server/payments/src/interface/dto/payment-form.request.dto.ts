import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNumber, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Required } from '@lic/server-kernel';
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@lic/shared-rules';
import type { PaymentFormRequest, PaymentFormUser } from '@lic/shared-api-types';

/** A product of the payment request (informative). */
export class PaymentFormProductRequestDto {
  @ApiProperty({ example: 12 })
  @IsInt()
  readonly packageId!: number;

  @ApiProperty({ example: 'Firmaya 50 firmas' })
  @IsString()
  @MaxLength(200)
  readonly packageName!: string;

  @ApiProperty({ example: 1 })
  @IsInt()
  readonly quantity!: number;

  @ApiProperty({ example: 126050.42 })
  @IsNumber()
  readonly unitPrice!: number;

  @ApiProperty({ example: 150000 })
  @IsNumber()
  readonly total!: number;
}

/** The payer as the purchase form has it (informative). */
export class PaymentFormUserRequestDto implements PaymentFormUser {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'N' })
  @IsOptional()
  @IsString()
  @MaxLength(1)
  readonly personType?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1 })
  @IsOptional()
  @IsInt()
  readonly documentTypeId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1020304050' })
  @IsOptional()
  @IsString()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  readonly documentNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Laura' })
  @IsOptional()
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  readonly firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Gómez Ríos' })
  @IsOptional()
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  readonly lastName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: null })
  @IsOptional()
  @IsString()
  @MaxLength(LEGAL_NAME_MAX_LENGTH)
  readonly legalName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'laura.gomez@ejemplo.com.co' })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  readonly email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '3001234567' })
  @IsOptional()
  @IsString()
  @MaxLength(PHONE_MAX_LENGTH)
  readonly cellphoneNumber?: string | null;
}

/** POST /payment/form (storefront.md §7): the order's paymentRequest plus the payer. */
export class PaymentFormRequestDto implements PaymentFormRequest {
  @ApiProperty({ example: 'LIC-2026-000123', description: 'La referencia de pago de la orden (paymentRequest.fullReference).' })
  @Required()
  @IsString()
  @MaxLength(20)
  readonly fullReference!: string;

  @ApiPropertyOptional({ description: 'Informativo: el retorno es siempre la página de estado de la orden.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  readonly redirectionUrl?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 126050.42 })
  @IsOptional()
  @IsNumber()
  readonly subTotal?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 23949.58 })
  @IsOptional()
  @IsNumber()
  readonly taxIva?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 0 })
  @IsOptional()
  @IsNumber()
  readonly taxReteIva?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 0 })
  @IsOptional()
  @IsNumber()
  readonly taxReteIca?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 0 })
  @IsOptional()
  @IsNumber()
  readonly taxReteFuente?: number | null;

  @ApiPropertyOptional({ type: [PaymentFormProductRequestDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PaymentFormProductRequestDto)
  readonly productsList?: PaymentFormProductRequestDto[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'FIRMAYA' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  readonly service?: string | null;

  @ApiPropertyOptional({ type: PaymentFormUserRequestDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PaymentFormUserRequestDto)
  readonly user?: PaymentFormUserRequestDto | null;
}
