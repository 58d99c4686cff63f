import { PurchaseOrderState, type PaymentMethod } from './purchase-order-state';

// Spanish texts of the back office's "Órdenes de compra" (docs/api/ordering.md, "Órdenes de compra (back
// office)"). The specs draw no such screen: the state names are the ones the screen's filter shows.

/** Spanish name of each state. */
export const PURCHASE_ORDER_STATE_NAMES: Readonly<Record<PurchaseOrderState, string>> = {
  [PurchaseOrderState.REGISTERED]: 'Pendiente de pago en línea',
  [PurchaseOrderState.PENDING_CASH]: 'Pendiente de pago en efectivo',
  [PurchaseOrderState.APPROVED]: 'Aprobada',
  [PurchaseOrderState.REJECTED]: 'Rechazada',
  [PurchaseOrderState.ACTIVATED]: 'Activada sin pago',
  [PurchaseOrderState.PENDING_ACTIVATION]: 'Prueba pendiente de activación',
  [PurchaseOrderState.REVERSED]: 'Pago reversado',
  [PurchaseOrderState.CANCELLED]: 'Anulada',
};

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  EN_LINEA: 'Pago en línea',
  EFECTIVO: 'Pago en efectivo',
  SIN_PAGO: 'Sin pago',
};

/** personType as stored (J, N) → what staff read. */
export const PERSON_TYPE_NAMES: Readonly<Record<string, string>> = { J: 'Jurídica', N: 'Natural' };

/** Outcomes of a gateway answer. */
export const GATEWAY_OUTCOME_NAMES: Readonly<Record<string, string>> = {
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
  PENDING: 'Pendiente',
  REVERSED: 'Reversada',
};

export const PurchaseOrderAdminMessage = {
  stateInvalid: 'El estado indicado no existe.',
  paymentMethodInvalid: 'El medio de pago debe ser EN_LINEA, EFECTIVO o SIN_PAGO.',
  appNameInvalid: 'La aplicación indicada no existe.',
  dateInvalid: 'Ingresa una fecha válida con el formato AAAA-MM-DD.',
  dateRangeInvalid: 'La fecha inicial no puede ser posterior a la fecha final.',
  takeInvalid: 'La cantidad de registros por página debe estar entre 1 y 100.',
  skipInvalid: 'El desplazamiento debe ser un número entero mayor o igual a cero.',
  referenceUuidInvalid: 'El identificador de la orden de compra no es válido.',
  orderNotFound: 'La orden de compra no existe.',
  cancellationReasonRequired: 'Debes escribir el motivo de la anulación.',
  cancellationReasonTooLong: 'El motivo de la anulación debe tener como máximo 250 caracteres.',
  notCancellable: 'Solo se puede anular una orden de compra pagada (aprobada) que no haya sido reversada ni anulada.',
  cancelled: 'Orden anulada: sus licencias quedan suspendidas y se emite la nota crédito de su factura.',
} as const;

/** Titles of the timeline entries. */
export const TimelineTitle = {
  registered: 'Orden registrada',
  trialRegistered: 'Prueba gratuita registrada',
  paymentAttempt: 'Pago iniciado',
  gatewayAnswer: 'Respuesta de la pasarela',
  proofUploaded: 'Comprobante adjuntado',
  rutUploaded: 'RUT adjuntado',
  approved: 'Pago aprobado',
  rejected: 'Pago rechazado',
  reversed: 'Pago reversado',
  cancelled: 'Orden anulada',
  activatedWithoutPayment: 'Activada sin pago',
  trialActivated: 'Prueba activada',
  licenceIssued: 'Licencias emitidas',
  emailSent: 'Correo enviado',
} as const;

/** The actor of what the system did by itself. */
export const SYSTEM_ACTOR = 'Sistema';
