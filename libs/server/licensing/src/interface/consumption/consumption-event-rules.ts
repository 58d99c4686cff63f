import { isIn, isInt, isISO8601, isString, matches, max, maxLength, min, minLength } from 'class-validator';
import { GenericMessage, type FieldError } from '@lic/shared-api-types';
import { MESSAGES, requiredRule } from '@lic/shared-rules';
import { CONSUMING_APPS } from '../../domain/consumption/app-service';
import {
  CONSUMPTION_BATCH_MAX,
  CONSUMPTION_QUANTITY_MAX,
  ConsumptionMessage,
  EVENT_ID,
} from '../../domain/consumption/consumption.messages';

/**
 * The rules of ConsumptionEventRequestDto and ConsumptionBatchRequestDto as plain functions, for the
 * consumption hot path (no class-transformer, no class-validator metadata walk per event). They give
 * the field errors the global validation pipe gives for the DTOs, in the same order (per field, the
 * DTO's decorators bottom-up) and with the same Spanish texts (class-validator's own checks, the
 * kernel's translations of their defaults). consumption-event-rules.spec.ts holds them to the DTOs.
 * Only bodies whose keys are all known are checked here: an unknown key goes through the DTO path.
 */

/** The Spanish texts the kernel's validation pipe gives class-validator's built-in checks used here. */
const BuiltIn = {
  isString: 'El campo debe ser texto.',
  isInt: 'El campo debe ser un número entero.',
  isArray: 'El campo debe ser una lista.',
  min: (value: number) => `El valor mínimo permitido es ${value}.`,
  max: (value: number) => `El valor máximo permitido es ${value}.`,
} as const;

const DOCUMENT_NUMBER = /^[A-Za-z0-9]{1,15}$/;
const DOCUMENT_NUMBER_MESSAGE = 'El número de documento debe tener hasta 15 letras o dígitos.';
const FEATURE_CODE = /^[A-Za-z0-9_.-]{1,50}$/;
const OFFSET_AT_END = /(Z|[+-]\d{2}:?\d{2})$/;
const APPS: readonly string[] = CONSUMING_APPS;

export const CONSUMPTION_EVENT_FIELDS: readonly string[] = [
  'eventId',
  'appName',
  'documentType',
  'documentNumber',
  'featureCode',
  'quantity',
  'occurredAt',
];
const EVENT_FIELDS = new Set(CONSUMPTION_EVENT_FIELDS);

/** Whether every own key of the object is a field of the event (the plain rules then give the DTO's answer). */
export function hasOnlyEventFields(raw: object): boolean {
  for (const key of Object.keys(raw)) if (!EVENT_FIELDS.has(key)) return false;
  return true;
}

/** Whether the only own key of a batch body is `events` (or it has none). */
export function hasOnlyBatchFields(raw: object): boolean {
  for (const key of Object.keys(raw)) if (key !== 'events') return false;
  return true;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field errors of one event whose keys are all event fields (hasOnlyEventFields); empty when valid. */
export function consumptionEventErrors(event: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const required = (field: string, value: unknown) => {
    const message = requiredRule(value);
    if (message !== null) add(field, message);
  };

  const { eventId, appName, documentType, documentNumber, featureCode, quantity, occurredAt } = event;
  if (!matches(eventId as string, EVENT_ID)) add('eventId', ConsumptionMessage.eventIdInvalid);
  if (!maxLength(eventId, 100)) add('eventId', ConsumptionMessage.eventIdInvalid);
  if (!minLength(eventId, 1)) add('eventId', ConsumptionMessage.eventIdInvalid);
  if (!isString(eventId)) add('eventId', BuiltIn.isString);
  required('eventId', eventId);

  if (!isIn(appName, APPS)) add('appName', ConsumptionMessage.unknownApp);
  required('appName', appName);

  if (!max(documentType, 99)) add('documentType', BuiltIn.max(99));
  if (!min(documentType, 1)) add('documentType', BuiltIn.min(1));
  if (!isInt(documentType)) add('documentType', BuiltIn.isInt);
  required('documentType', documentType);

  if (!matches(documentNumber as string, DOCUMENT_NUMBER)) add('documentNumber', DOCUMENT_NUMBER_MESSAGE);
  if (!isString(documentNumber)) add('documentNumber', BuiltIn.isString);
  required('documentNumber', documentNumber);

  if (!matches(featureCode as string, FEATURE_CODE)) add('featureCode', ConsumptionMessage.featureCodeInvalid);
  if (!isString(featureCode)) add('featureCode', BuiltIn.isString);
  required('featureCode', featureCode);

  if (!max(quantity, CONSUMPTION_QUANTITY_MAX)) add('quantity', ConsumptionMessage.quantityInvalid);
  if (!min(quantity, 1)) add('quantity', ConsumptionMessage.quantityInvalid);
  if (!isInt(quantity)) add('quantity', ConsumptionMessage.quantityInvalid);
  required('quantity', quantity);

  if (!matches(occurredAt as string, OFFSET_AT_END)) add('occurredAt', ConsumptionMessage.occurredAtInvalid);
  if (!isISO8601(occurredAt, { strict: true })) add('occurredAt', ConsumptionMessage.occurredAtInvalid);
  required('occurredAt', occurredAt);
  return errors;
}

/** The field errors of a batch body whose only key is `events` (hasOnlyBatchFields); the events themselves are checked one by one. */
export function consumptionBatchErrors(body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const { events } = body;
  const isList = Array.isArray(events);
  if (!(isList && events.length <= CONSUMPTION_BATCH_MAX)) errors.push({ field: 'events', message: ConsumptionMessage.batchSize });
  if (!(isList && events.length >= 1)) errors.push({ field: 'events', message: ConsumptionMessage.batchSize });
  if (!isList) errors.push({ field: 'events', message: BuiltIn.isArray });
  if (requiredRule(events) !== null) errors.push({ field: 'events', message: MESSAGES.required });
  return errors;
}

/** The statusMessage the validation pipe gives a 400: the only error, or the generic text. */
export function validationSummary(errors: FieldError[]): string {
  return errors.length === 1 ? `${errors[0].field}: ${errors[0].message}` : GenericMessage.VALIDATION;
}
