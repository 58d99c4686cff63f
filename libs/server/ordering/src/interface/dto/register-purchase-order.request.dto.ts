import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { AcceptsTerms, IsAdditionalInfo, IsCartPromoCode, Required } from '@lic/server-kernel';
import type { PaymentMethod, RegisterPurchaseOrderRequest } from '@lic/shared-api-types';
import { PAYMENT_METHODS } from '../../domain/purchase-order-state';
import { PackageToPurchaseRequestDto } from './package-to-purchase.request.dto';
import { PurchaseBillingCustomerRequestDto, PurchaseCustomerRequestDto } from './purchase-customer.request.dto';

/** Informative totals the client showed: the server recomputes every figure and ignores these. */
export class ShownTotalsRequestDto {
  @ApiPropertyOptional({ example: 126050.42 })
  @IsOptional()
  @IsNumber()
  readonly subTotal?: number;

  @ApiPropertyOptional({ example: 0 })
  @IsOptional()
  @IsNumber()
  readonly totalDiscount?: number;

  @ApiPropertyOptional({ example: 23949.58 })
  @IsOptional()
  @IsNumber()
  readonly taxIva?: number;

  @ApiPropertyOptional({ example: 150000 })
  @IsOptional()
  @IsNumber()
  readonly total?: number;
}

/** POST /license/api/PurchaseOrderLicense/RegisterPurchaseOrder (storefront.md §7). */
export class RegisterPurchaseOrderRequestDto implements RegisterPurchaseOrderRequest {
  @ApiProperty({
    example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d',
    description: 'UUID de este envío: el mismo dos veces registra una orden.',
  })
  @Required()
  @IsUUID('all')
  readonly submissionId!: string;

  @ApiPropertyOptional({
    type: PurchaseBillingCustomerRequestDto,
    description: 'Sin él, la facturación es la del cliente del servicio. Una persona jurídica no necesita representante legal aquí.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => PurchaseBillingCustomerRequestDto)
  readonly customerBilling?: PurchaseBillingCustomerRequestDto | null;

  @ApiProperty({ type: PurchaseCustomerRequestDto })
  @Required()
  @ValidateNested()
  @Type(() => PurchaseCustomerRequestDto)
  readonly customerService!: PurchaseCustomerRequestDto;

  @ApiProperty({ type: [PackageToPurchaseRequestDto] })
  @Required()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => PackageToPurchaseRequestDto)
  readonly packagesToPurchase!: PackageToPurchaseRequestDto[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'BIENVENIDA10', maxLength: 20 })
  @IsOptional()
  @IsCartPromoCode()
  readonly promotionCodeUse?: string | null;

  @ApiPropertyOptional({ type: ShownTotalsRequestDto, description: 'Informativo: el servidor recalcula todo.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShownTotalsRequestDto)
  readonly totals?: ShownTotalsRequestDto;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Facturar a nombre de la sede principal', maxLength: 100 })
  @IsOptional()
  @IsAdditionalInfo()
  readonly additionalInfo?: string | null;

  @ApiProperty({ example: 'EN_LINEA', enum: PAYMENT_METHODS })
  @Required()
  @IsIn(PAYMENT_METHODS)
  readonly paymentMethod!: PaymentMethod;

  @ApiProperty({ example: 'firmaya', maxLength: 30 })
  @Required()
  @IsString()
  @MaxLength(30)
  readonly appName!: string;

  @ApiPropertyOptional({ description: 'Se ignora: el cliente se identifica con el encabezado Authorization.' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  readonly userToken?: string | null;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  readonly sendEmailActivationLicense?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  readonly checkUserActivation?: boolean;

  @ApiProperty({ example: true, description: 'Política de tratamiento de datos y términos aceptados (Ley 1581 de 2012).' })
  @AcceptsTerms()
  readonly legalTermsCheck!: boolean;
}
