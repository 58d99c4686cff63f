import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { toFieldErrors } from '@lic/server-kernel';
import type { FieldError } from '@lic/shared-api-types';
import { ConsumptionMessage } from '../../domain/consumption/consumption.messages';
import type { ArrivedConsumptionEvent } from '../../application/commands/register-consumption/register-consumption.command';
import { consumptionEventErrors, hasOnlyEventFields, isPlainObject } from './consumption-event-rules';
import { ConsumptionEventRequestDto } from './dto/consumption-event.request.dto';

/**
 * One event of a batch checked with the same rules as the single endpoint (whitelist, no unknown
 * fields): the plain rules when it carries only event fields (the common case, no class-transformer
 * per event), the DTO otherwise.
 */
export function checkBatchEvent(raw: unknown): ArrivedConsumptionEvent {
  if (!isPlainObject(raw)) {
    return {
      eventId: '',
      appName: '',
      documentType: 0,
      documentNumber: '',
      featureCode: '',
      quantity: 0,
      occurredAt: '',
      invalidMessage: ConsumptionMessage.invalidEvent,
    };
  }
  let fields: FieldError[];
  if (hasOnlyEventFields(raw)) {
    fields = consumptionEventErrors(raw);
    if (fields.length === 0) return raw as unknown as ArrivedConsumptionEvent;
  } else {
    const dto = plainToInstance(ConsumptionEventRequestDto, raw);
    const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true, validationError: { target: false, value: false } });
    if (errors.length === 0) return dto;
    fields = toFieldErrors(errors);
  }
  return { ...(raw as unknown as ArrivedConsumptionEvent), invalidMessage: fields.map((f) => `${f.field}: ${f.message}`).join(' ') };
}
