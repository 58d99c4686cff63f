import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Required } from '@lic/server-kernel';
import {
  CashPaymentState,
  type ChangeStatePurchaseRequest,
  type PurchaseCashBatchRequest,
  type SearchPurchaseCashRequest,
} from '@lic/shared-api-types';
import { CashPaymentMessage } from '../../domain/cash/cash-payment.messages';

const LIST_STATES = [CashPaymentState.PENDING, CashPaymentState.APPROVED, CashPaymentState.REJECTED];
const DECISION_STATES = [CashPaymentState.APPROVED, CashPaymentState.REJECTED];
export const CASH_BATCH_MAX_ROWS = 100;
/** backoffice-catalogue.md §9: search max 100 characters. */
const SEARCH_MAX_LENGTH = 100;

/** POST /license/api/PurchaseOrder/GetPurchaseCashByBatch (backoffice-catalogue.md §7). */
export class PurchaseCashBatchRequestDto implements PurchaseCashBatchRequest {
  @ApiProperty({ example: 0, description: 'Cuántas filas ya se cargaron (desplazamiento).' })
  @Required()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  readonly Last!: number;

  @ApiProperty({ example: 10, minimum: 1, maximum: CASH_BATCH_MAX_ROWS })
  @Required()
  @IsInt()
  @Min(1)
  @Max(CASH_BATCH_MAX_ROWS)
  readonly NumRows!: number;

  @ApiProperty({ example: 5, enum: LIST_STATES, description: '5 por aprobar, 6 aprobados, 7 rechazados.' })
  @Required()
  @IsIn(LIST_STATES, { message: CashPaymentMessage.listStateInvalid })
  readonly IdState!: CashPaymentState;
}

/** POST /license/api/PurchaseOrder/SearchPurchaseCash (backoffice-catalogue.md §5, §7: spaces are blocked). */
export class SearchPurchaseCashRequestDto implements SearchPurchaseCashRequest {
  @ApiProperty({ example: 5, enum: LIST_STATES })
  @Required()
  @IsIn(LIST_STATES, { message: CashPaymentMessage.listStateInvalid })
  readonly IdState!: CashPaymentState;

  @ApiProperty({
    example: 'LIC-2026-000123',
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Referencia de pago, documento o una palabra del nombre.',
  })
  @Required()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  @Matches(/^\S*$/, { message: CashPaymentMessage.searchSpaces })
  readonly Search!: string;
}

/** POST /license/api/PurchaseOrder/ChangeStatePurchase/{appName} (backoffice-catalogue.md §4, §7). */
export class ChangeStatePurchaseRequestDto implements ChangeStatePurchaseRequest {
  @ApiProperty({
    example: '0b7f6a7e-8f39-4bb6-9d5b-8f0a1c2d3e4f',
    description: 'El id del registro de la lista: el referenceUuid de la orden.',
  })
  @Required()
  @IsUUID('all')
  readonly id!: string;

  @ApiProperty({ example: 6, enum: DECISION_STATES, description: '6 aprobar, 7 rechazar.' })
  @Required()
  @IsIn(DECISION_STATES, { message: CashPaymentMessage.stateInvalid })
  readonly idState!: 6 | 7;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 2, description: 'Obligatorio para rechazar (GetAllRejectTypes).' })
  @ValidateIf((body: ChangeStatePurchaseRequestDto) => body.idState === CashPaymentState.REJECTED)
  @Required(CashPaymentMessage.rejectTypeRequired)
  @IsInt({ message: CashPaymentMessage.rejectTypeRequired })
  @Min(1, { message: CashPaymentMessage.rejectTypeRequired })
  readonly rejectTypeId?: number | null;
}
