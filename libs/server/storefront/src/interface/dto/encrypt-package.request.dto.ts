import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { IsCartPromoCode, IsCartQuantity, IsIntegerInRange, Required } from '@lic/server-kernel';

/** POST /license/api/Package/EncryptPackage: the package, quantity and optional promo code of a cart link. */
export class EncryptPackageRequestDto {
  @ApiProperty({ example: 1 })
  @Required()
  @IsIntegerInRange(1, 2_147_483_647)
  readonly packageId!: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: 999 })
  @Required()
  @IsCartQuantity()
  readonly quantity!: number;

  @ApiPropertyOptional({ type: String, example: 'BIENVENIDA10', maxLength: 20, nullable: true })
  @IsOptional()
  @IsString()
  @IsCartPromoCode()
  readonly promotionCode?: string | null;
}
