import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { Required } from '@lic/server-kernel';
import { brandsWith } from '@lic/server-reference';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@lic/shared-api-types';
import { WebhookMessage } from '../../domain/webhook.messages';

/** The apps that may have webhooks: those that consume licences (the same as app credentials). */
export const WEBHOOK_APPS: readonly string[] = brandsWith('consumesLicences').map((brand) => brand.appName);

/** POST license/api/webhooks. */
export class RegisterWebhookRequestDto {
  @ApiProperty({ example: 'colfactura', enum: WEBHOOK_APPS })
  @Required()
  @IsIn(WEBHOOK_APPS, { message: WebhookMessage.unknownApp })
  readonly appName!: string;

  @ApiProperty({
    example: 'https://api.colfactura.com/webhooks/licencias',
    maxLength: 2000,
    description: 'https (fuera de desarrollo) y un host que resuelva solo a direcciones públicas.',
  })
  @Required()
  @IsString({ message: WebhookMessage.badUrl })
  @MaxLength(2000, { message: WebhookMessage.badUrl })
  readonly url!: string;

  @ApiProperty({ example: ['licence.issued', 'balance.low'], enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @Required(WebhookMessage.noEvents)
  @IsArray({ message: WebhookMessage.noEvents })
  @ArrayNotEmpty({ message: WebhookMessage.noEvents })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2, { message: WebhookMessage.unknownEvent })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: WebhookMessage.unknownEvent })
  readonly events!: WebhookEventType[];
}
