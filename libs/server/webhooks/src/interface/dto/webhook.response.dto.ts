import { ApiProperty } from '@nestjs/swagger';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptView,
  type WebhookDeliveryLogEntry,
  type WebhookDeliveryEventType,
  type WebhookDeliveryState,
  type WebhookDeliveryView,
  type WebhookEventType,
  type WebhookSecretResult,
  type WebhookView,
} from '@lic/shared-api-types';

// Documentation of the answers (the controller returns the api-types shapes), so the apps' SDK gets their types.

const STATES: WebhookDeliveryState[] = ['pending', 'delivered', 'failed', 'cancelled'];
const DELIVERY_EVENT_TYPES: WebhookDeliveryEventType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];

export class WebhookViewDto implements WebhookView {
  @ApiProperty({ format: 'uuid' })
  readonly id!: string;

  @ApiProperty({ example: 'colnomina' })
  readonly appName!: string;

  @ApiProperty({ example: 'https://api.colnomina.com/webhooks/licencias' })
  readonly url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['licence.issued'] })
  readonly events!: WebhookEventType[];

  @ApiProperty({ example: true, description: 'false una vez desactivado.' })
  readonly active!: boolean;

  @ApiProperty({ example: 'financiero' })
  readonly createdBy!: string;

  @ApiProperty({ format: 'date-time' })
  readonly createdOn!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readonly disabledOn!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readonly secretRotatedOn!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Tras rotar el secreto: hasta cuándo el anterior sigue firmando junto al nuevo (un segundo v1); null si no firma.',
  })
  readonly previousSecretExpiresOn!: string | null;
}

export class WebhookSecretResultDto implements WebhookSecretResult {
  @ApiProperty({ format: 'uuid' })
  readonly id!: string;

  @ApiProperty({ example: 'whsec_q0vK…', description: 'El secreto de firma: solo se muestra en esta respuesta.' })
  readonly secret!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    required: false,
    description: 'Solo al rotar: hasta cuándo el secreto anterior sigue firmando junto al nuevo (null: dejó de firmar).',
  })
  readonly previousSecretExpiresOn?: string | null;
}

export class WebhookAttemptViewDto implements WebhookAttemptView {
  @ApiProperty({ format: 'date-time' })
  readonly attemptedOn!: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 200,
    description: 'null sin respuesta (tiempo agotado, conexión, dirección rechazada).',
  })
  readonly statusCode!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'ok', description: 'Los primeros 500 caracteres de la respuesta.' })
  readonly responseExcerpt!: string | null;

  @ApiProperty({ type: 'integer', example: 42 })
  readonly durationMs!: number;

  @ApiProperty({ type: String, nullable: true, example: null })
  readonly error!: string | null;
}

export class WebhookDeliveryViewDto implements WebhookDeliveryView {
  @ApiProperty({ format: 'uuid' })
  readonly id!: string;

  @ApiProperty({ format: 'uuid' })
  readonly webhookId!: string;

  @ApiProperty({ format: 'uuid', description: 'El id del evento (el mismo en reintentos y reenvíos).' })
  readonly eventId!: string;

  @ApiProperty({
    enum: DELIVERY_EVENT_TYPES,
    enumName: 'WebhookDeliveryEventType',
    example: 'licence.issued',
    description: 'ping: el evento de prueba.',
  })
  readonly eventType!: WebhookDeliveryEventType;

  @ApiProperty({ enum: STATES, enumName: 'WebhookDeliveryState', example: 'delivered' })
  readonly state!: WebhookDeliveryState;

  @ApiProperty({ type: 'integer', example: 1 })
  readonly attempts!: number;

  @ApiProperty({ type: 'integer', nullable: true, example: 200 })
  readonly lastStatus!: number | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  readonly lastError!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'ok', description: 'Los primeros 500 caracteres de la última respuesta.' })
  readonly lastResponseExcerpt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Mientras está pendiente: cuándo se hará el próximo intento (el primero o un reintento); null en otro caso.',
  })
  readonly nextAttemptOn!: string | null;

  @ApiProperty({ format: 'date-time' })
  readonly createdOn!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readonly lastAttemptOn!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readonly deliveredOn!: string | null;
}

export class WebhookDeliveryLogEntryDto extends WebhookDeliveryViewDto implements WebhookDeliveryLogEntry {
  @ApiProperty({ type: [WebhookAttemptViewDto] })
  readonly log!: WebhookAttemptViewDto[];
}

// Envelopes `{ result, statusMessage? }` of each answer.

class WebhookListDto {
  @ApiProperty({ type: [WebhookViewDto] })
  readonly records!: WebhookViewDto[];
}

export class WebhookListAnswerDto {
  @ApiProperty({ type: WebhookListDto })
  readonly result!: WebhookListDto;
}

export class WebhookSecretAnswerDto {
  @ApiProperty({ type: WebhookSecretResultDto })
  readonly result!: WebhookSecretResultDto;

  @ApiProperty({ example: 'Webhook registrado. Guarde el secreto: no se volverá a mostrar.' })
  readonly statusMessage!: string;
}

class WebhookRecordDto {
  @ApiProperty({ type: WebhookViewDto })
  readonly records!: WebhookViewDto;
}

export class WebhookAnswerDto {
  @ApiProperty({ type: WebhookRecordDto })
  readonly result!: WebhookRecordDto;

  @ApiProperty({ example: 'Webhook desactivado.' })
  readonly statusMessage!: string;
}

class WebhookDeliveryLogDto {
  @ApiProperty({ type: [WebhookDeliveryLogEntryDto] })
  readonly records!: WebhookDeliveryLogEntryDto[];
}

export class WebhookDeliveryLogAnswerDto {
  @ApiProperty({ type: WebhookDeliveryLogDto })
  readonly result!: WebhookDeliveryLogDto;
}

class WebhookDeliveryRecordDto {
  @ApiProperty({ type: WebhookDeliveryViewDto })
  readonly records!: WebhookDeliveryViewDto;
}

export class WebhookDeliveryAnswerDto {
  @ApiProperty({ type: WebhookDeliveryRecordDto })
  readonly result!: WebhookDeliveryRecordDto;

  @ApiProperty({ example: 'Entrega reenviada.' })
  readonly statusMessage!: string;
}
