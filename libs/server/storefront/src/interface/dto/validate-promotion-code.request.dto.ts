import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsCartPromoCode, IsCartQuantity, IsIntegerInRange, Required } from '@lic/server-kernel';
import type { PackageToPurchase, ValidatePromotionCodeRequest } from '@lic/shared-api-types';
import { CART_PROMO_CODE_MAX_LENGTH, PACKAGE_CODE_MAX_LENGTH } from '@lic/shared-rules';

const MAX_CART_PACKAGES = 50;

/** A package of the cart: only the id and the quantity count, the server prices it. */
export class CartPackageRequestDto implements PackageToPurchase {
  @ApiProperty({ example: 1 })
  @Required()
  @IsIntegerInRange(1, 2_147_483_647)
  readonly packageId!: number;

  @ApiProperty({ example: 'COLFAC-EMPRENDEDOR', maxLength: 30, description: 'Informativo: manda el packageId.' })
  @IsOptional()
  @IsString()
  @MaxLength(PACKAGE_CODE_MAX_LENGTH)
  readonly packageCode!: string;

  @ApiProperty({ example: 1, minimum: 1, maximum: 999, description: 'Licencias; empleados en un paquete de empleados.' })
  @Required()
  @IsCartQuantity()
  readonly packageQuantity!: number;
}

/** POST /license/api/PurchaseOrderLicense/ValidatePromotionCode (storefront.md §7). */
export class ValidatePromotionCodeRequestDto implements ValidatePromotionCodeRequest {
  @ApiProperty({ example: 'BIENVENIDA10', maxLength: 20 })
  @Required()
  @IsString()
  @IsCartPromoCode()
  readonly promoCode!: string;

  @ApiPropertyOptional({ example: [], type: [String], description: 'Códigos ya aplicados en el carrito (informativo).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(CART_PROMO_CODE_MAX_LENGTH, { each: true })
  readonly ValidPromoCodes?: string[];

  @ApiProperty({ type: [CartPackageRequestDto] })
  @Required()
  @IsArray()
  @ArrayMaxSize(MAX_CART_PACKAGES)
  @ValidateNested({ each: true })
  @Type(() => CartPackageRequestDto)
  readonly PackagesInCart!: CartPackageRequestDto[];

  @ApiPropertyOptional({ example: false, description: 'Con un token de cliente, el servidor lo sabe por sí mismo.' })
  @IsOptional()
  @IsBoolean()
  readonly customerRegistered?: boolean;

  @ApiPropertyOptional({ example: 'colfactura', maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  readonly appName?: string;
}
