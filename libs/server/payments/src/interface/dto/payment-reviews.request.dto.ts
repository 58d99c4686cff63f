import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { PAYMENT_REVIEW_STATUSES, type PaymentReviewStatus, type ResolvePaymentReviewRequest } from '@lic/shared-api-types';
import { PaymentMessage } from '../../domain/payment.messages';

/** GET /license/api/PaymentReview?status=OPEN|RESOLVED. */
export class ListPaymentReviewsRequestDto {
  @ApiProperty({ enum: PAYMENT_REVIEW_STATUSES, example: 'OPEN' })
  @Required()
  @IsIn(PAYMENT_REVIEW_STATUSES, { message: PaymentMessage.reviewStatusInvalid })
  readonly status!: PaymentReviewStatus;
}

/** POST /license/api/PaymentReview/Resolve. */
export class ResolvePaymentReviewRequestDto implements ResolvePaymentReviewRequest {
  @ApiProperty({ example: '0b8e5c1e-5f4a-4c1e-9a0e-6a7f1c2d3e4f' })
  @Required()
  @IsUUID('all', { message: PaymentMessage.reviewNotFound })
  readonly id!: string;

  @ApiProperty({ example: 'ePayco confirma que la transacción fue abandonada; la orden sigue pendiente.', maxLength: 500 })
  @Required(PaymentMessage.reviewNoteRequired)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: PaymentMessage.reviewNoteRequired })
  @MaxLength(500, { message: PaymentMessage.reviewNoteRequired })
  readonly note!: string;
}
