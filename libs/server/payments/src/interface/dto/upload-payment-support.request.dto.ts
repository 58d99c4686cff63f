import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { PAYMENT_SUPPORT_TYPES, type PaymentSupportType, type UploadPaymentSupportRequest } from '@lic/shared-api-types';
import { FILE_NAME_MAX_LENGTH, MESSAGES } from '@lic/shared-rules';
import { CashPaymentMessage } from '../../domain/cash/cash-payment.messages';

/** POST /license/api/purchaseorderlicense/uploadPaymentSupport (storefront.md §7). */
export class UploadPaymentSupportRequestDto implements UploadPaymentSupportRequest {
  @ApiProperty({ example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d', description: 'El referenceUuid de la orden (RegisterPurchaseOrder).' })
  @Required()
  @IsUUID('all', { message: CashPaymentMessage.referenceInvalid })
  readonly referenceUuid!: string;

  @ApiProperty({ example: 'comprobante.pdf', maxLength: FILE_NAME_MAX_LENGTH })
  @Required()
  @IsString()
  @MaxLength(FILE_NAME_MAX_LENGTH, { message: MESSAGES.fileName })
  readonly fileName!: string;

  @ApiProperty({
    example: 'JVBERi0xLjcK...',
    description: 'El archivo en base64 (jpg, jpeg, png, gif o pdf verificados por contenido; hasta 2.097.152 bytes, si no 413).',
  })
  @Required()
  @IsString()
  readonly contentFileBase64!: string;

  @ApiProperty({ example: 'PAYMENT_SUPPORT', enum: PAYMENT_SUPPORT_TYPES })
  @Required()
  @IsIn(PAYMENT_SUPPORT_TYPES, { message: CashPaymentMessage.supportTypeInvalid })
  readonly supportType!: PaymentSupportType;
}
