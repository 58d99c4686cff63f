import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { BRANDS } from '@lic/server-reference';
import { PurchaseOrderAdminMessage } from '../../domain/purchase-order-admin.messages';
import { PAYMENT_METHODS, PurchaseOrderState, type PaymentMethod } from '../../domain/purchase-order-state';

const STATES = Object.values(PurchaseOrderState);
const APP_NAMES = BRANDS.map((brand) => brand.appName);
export const SEARCH_PURCHASE_ORDERS_MAX_TAKE = 100;
/** YYYY-MM-DD; whether the day exists is checked with the range (searchOf). */
const BOGOTA_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text filters: trimmed, and an empty one counts as absent. */
const OptionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** POST /license/api/PurchaseOrder/SearchPurchaseOrders (docs/api/ordering.md, "Órdenes de compra (back office)"). */
export class SearchPurchaseOrdersRequestDto {
  @ApiPropertyOptional({ example: 6, enum: STATES, description: '1, 5, 6, 7, 8, 9, 10 u 11.' })
  @IsOptional()
  @IsIn(STATES, { message: PurchaseOrderAdminMessage.stateInvalid })
  readonly state?: PurchaseOrderState;

  @ApiPropertyOptional({ example: 'EN_LINEA', enum: PAYMENT_METHODS })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: PurchaseOrderAdminMessage.paymentMethodInvalid })
  readonly paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ example: 'colfactura', enum: APP_NAMES, description: 'La marca (cualquier mayúscula).' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  @IsIn(APP_NAMES, { message: PurchaseOrderAdminMessage.appNameInvalid })
  readonly appName?: string;

  @ApiPropertyOptional({ example: '2026-03-01', description: 'Desde este día (Bogotá), incluido.' })
  @IsOptional()
  @OptionalText()
  @Matches(BOGOTA_DATE, { message: PurchaseOrderAdminMessage.dateInvalid })
  readonly from?: string;

  @ApiPropertyOptional({ example: '2026-03-31', description: 'Hasta este día (Bogotá), incluido.' })
  @IsOptional()
  @OptionalText()
  @Matches(BOGOTA_DATE, { message: PurchaseOrderAdminMessage.dateInvalid })
  readonly to?: string;

  @ApiPropertyOptional({ example: '900123456', maxLength: 20, description: 'Documento exacto del cliente de facturación o del servicio.' })
  @IsOptional()
  @OptionalText()
  @IsString()
  @MaxLength(20)
  readonly documentNumber?: string;

  @ApiPropertyOptional({
    example: 'LIC-2026-000123',
    maxLength: 36,
    description: 'Parte de la referencia de pago, o el referenceUuid completo.',
  })
  @IsOptional()
  @OptionalText()
  @IsString()
  @MaxLength(36)
  readonly reference?: string;

  @ApiProperty({ example: 0, minimum: 0 })
  @Required()
  @IsInt({ message: PurchaseOrderAdminMessage.skipInvalid })
  @Min(0, { message: PurchaseOrderAdminMessage.skipInvalid })
  @Max(1_000_000)
  readonly skip!: number;

  @ApiProperty({ example: 10, minimum: 1, maximum: SEARCH_PURCHASE_ORDERS_MAX_TAKE })
  @Required()
  @IsInt({ message: PurchaseOrderAdminMessage.takeInvalid })
  @Min(1, { message: PurchaseOrderAdminMessage.takeInvalid })
  @Max(SEARCH_PURCHASE_ORDERS_MAX_TAKE, { message: PurchaseOrderAdminMessage.takeInvalid })
  readonly take!: number;
}

/** Path of GetPurchaseOrderDetail/{referenceUuid}. */
export class PurchaseOrderDetailParamsDto {
  @ApiProperty({ example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d' })
  @Required()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: PurchaseOrderAdminMessage.referenceUuidInvalid })
  readonly referenceUuid!: string;
}

/** Body of CancelPurchaseOrder/{referenceUuid}: why staff cancel the paid order (it goes into the credit note). */
export class CancelPurchaseOrderRequestDto {
  @ApiProperty({ example: 'El cliente desistió de la compra dentro del plazo de retracto.', maxLength: 250 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateBy({
    name: 'cancellationReason',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= 250,
      // One message per field: missing or blank, or too long.
      defaultMessage: (args) =>
        typeof args?.value === 'string' && args.value.length > 250
          ? PurchaseOrderAdminMessage.cancellationReasonTooLong
          : PurchaseOrderAdminMessage.cancellationReasonRequired,
    },
  })
  readonly reason!: string;
}
