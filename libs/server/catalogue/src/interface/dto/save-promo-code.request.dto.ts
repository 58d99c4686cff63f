import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { Required } from '@lic/server-kernel';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
  PROMO_PERIODICITY_WINDOW_DAYS,
  PROMO_USE_QUANTITY_MAX,
} from '@lic/shared-rules';
import { OFFER_TYPES } from '../../domain/package-terms';
import { PERIODICITY_TYPES } from '../../domain/promo-code-terms';
import { IsBooleanValue, IsIdList, IsOneOf, IsText, IsWholeNumber } from './field-rules';

/** Promo code body of SaveNewPromoCode and UpdatePromoCode (backoffice-catalogue.md §3), dates YYYY-MM-DD. */
export class SavePromoCodeRequestDto {
  @ApiPropertyOptional({ example: 0, description: 'Obligatorio al editar: el id del código.' })
  @IsWholeNumber()
  readonly id?: number;

  @ApiProperty({
    example: 'BIENVENIDA2026',
    maxLength: PROMO_CODE_MAX_LENGTH,
    description: 'Los espacios se eliminan; no se puede cambiar al editar.',
  })
  @Required()
  @IsText(500)
  readonly promotionCode: string;

  @ApiProperty({ example: 'Descuento de bienvenida para nuevos clientes de facturación', maxLength: PROMO_DESCRIPTION_MAX_LENGTH })
  @Required()
  @IsText(1000)
  readonly descriptionPromotionCode: string;

  @ApiProperty({ example: 100, description: `1 = uso único; máximo ${PROMO_USE_QUANTITY_MAX}.` })
  @Required()
  @IsWholeNumber()
  readonly useQuantity: number;

  @ApiPropertyOptional({ example: 0, enum: [0, 1], description: '0 activo (por defecto), 1 inactivo.' })
  @IsOneOf([0, 1])
  readonly idstate?: number;

  @ApiProperty({ example: false, description: 'true: aplica al total de la compra (sin paquetes).' })
  @Required()
  @IsBooleanValue()
  readonly applyTotalPurchase: boolean;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Ignorado: es verdadero cuando aplica a paquetes.' })
  @Allow()
  readonly applyProduct?: unknown;

  @ApiProperty({ example: 'PTJ', enum: OFFER_TYPES, description: 'PTJ porcentaje, VLR valor. Tipos de usuario 2 y 3: PTJ 100.' })
  @Required()
  @IsText(20)
  readonly offerTypeCode: string;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 10,
    description: 'PTJ 0–100; VLR solo dígitos, máximo 18 caracteres.',
  })
  @Required()
  @Allow()
  readonly offerValue: number | string;

  @ApiProperty({ example: '2026-12-01' })
  @Required()
  @IsText(30)
  readonly effectiveStartDate: string;

  @ApiProperty({ example: '2026-12-31' })
  @Required()
  @IsText(30)
  readonly expirationDate: string;

  @ApiPropertyOptional({
    example: 'NEVER',
    enum: PERIODICITY_TYPES,
    description: `MONTHLY solo si la vigencia es de máximo ${PROMO_PERIODICITY_WINDOW_DAYS} días.`,
  })
  @IsText(20)
  readonly periodicityType?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: null, description: 'MONTHLY: cada cuántos meses se repite (1 a 12).' })
  @IsWholeNumber()
  readonly periodicityQuantity?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: null, description: 'MONTHLY: última fecha de repetición (YYYY-MM-DD).' })
  @IsText(30)
  readonly endPeriodicityDate?: string | null;

  @ApiProperty({ example: 1, description: '1 todos, 2 usuarios nuevos, 3 usuarios registrados.' })
  @Required()
  @IsWholeNumber()
  readonly typeUserId: number;

  @ApiPropertyOptional({ example: [3, 4], type: [Number], description: 'Obligatorio si no aplica al total de la compra.' })
  @IsIdList()
  readonly packagesId?: number[] | null;
}
