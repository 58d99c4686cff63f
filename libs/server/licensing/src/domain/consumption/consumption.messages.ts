/** Spanish texts and stable codes of consumption (design.md §5; docs/api/licensing.md "Consumo"). */
export const ConsumptionMessage = {
  insufficientBalance: 'Saldo insuficiente para registrar el consumo.',
  unknownFeature: 'La característica no existe o el cliente no tiene un plan activo que la incluya.',
  duplicate: 'El evento ya fue registrado.',
  eventIdReused:
    'Este eventId ya se registró con otros datos; el consumo no se registró. Usa un eventId nuevo para otro consumo, o reenvía el mismo cuerpo para confirmar el anterior.',
  eventIdReusedField: 'Distinto del evento ya registrado con este eventId',
  appMismatch: 'La credencial no corresponde a la aplicación del evento.',
  unknownApp: 'La aplicación no es válida.',
  occurredAtInvalid: 'Fecha no valida',
  eventIdInvalid: 'El identificador del evento debe tener entre 1 y 100 caracteres ASCII visibles (sin espacios).',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 1.000.000.',
  featureCodeInvalid: 'El código de la característica no es válido.',
  batchSize: 'El lote debe tener entre 1 y 1.000 eventos.',
  invalidEvent: 'El evento no es válido.',
  planSuspended:
    'El plan del cliente que incluye esta característica está suspendido porque el pago de su compra fue reversado. El consumo no se registró.',
  busy: 'El registro de consumos está ocupado en este momento. Intenta de nuevo en unos segundos.',
} as const;

export const ConsumptionCode = {
  INSUFFICIENT_BALANCE: 'LICENSING.INSUFFICIENT_BALANCE',
  UNKNOWN_FEATURE: 'LICENSING.UNKNOWN_FEATURE',
  DUPLICATE: 'LICENSING.DUPLICATE_EVENT',
  EVENT_ID_REUSED: 'LICENSING.EVENT_ID_REUSED',
  APP_MISMATCH: 'LICENSING.APP_MISMATCH',
  INVALID_EVENT: 'LICENSING.INVALID_EVENT',
  PLAN_SUSPENDED: 'LICENSING.PLAN_SUSPENDED',
  BUSY: 'LICENSING.CONSUMPTION_BUSY',
} as const;

/** Most events one batch may carry (design.md §5). */
export const CONSUMPTION_BATCH_MAX = 1000;
/** Largest quantity of one event. */
export const CONSUMPTION_QUANTITY_MAX = 1_000_000;

/** An event id: 1 to 100 visible ASCII characters, so that it always fits the varchar(100) column. */
export const EVENT_ID = /^[\x21-\x7E]{1,100}$/;

/** Seconds an app is told to wait (Retry-After) when consumption answers 503 after its retries. */
export const CONSUMPTION_RETRY_AFTER_SECONDS = 1;
