/** Spanish texts of the payments context (answers of the API and the sandbox checkout page). */
export const PaymentMessage = {
  paymentNotFound: 'No existe un pago para la orden de compra indicada.',
  confirmationRejected: 'La confirmación del pago no es válida.',
  invalidPaymentToken: 'No fue posible validar la solicitud de pago.',
  notOnline: 'La orden de compra indicada no tiene un pago en línea.',
  alreadyApproved: 'El pago de esta orden de compra ya fue aprobado.',
  alreadyRejected: 'El pago de esta orden de compra fue rechazado. Registra una nueva orden de compra para volver a intentarlo.',
  alreadyReversed: 'El pago de esta orden de compra fue reversado por la entidad financiera.',
  reviewNotFound: 'No existe el elemento de revisión indicado.',
  reviewResolved: 'Este elemento de revisión ya fue cerrado.',
  reviewNoteRequired: 'Escribe qué encontraste en la pasarela (hasta 500 caracteres).',
  reviewStatusInvalid: 'El estado debe ser OPEN (abiertas) o RESOLVED (cerradas).',
  gatewayUnavailable: 'La pasarela de pagos no está disponible en este momento. Por favor intenta nuevamente.',
  confirmationDeferred:
    'No fue posible verificar la confirmación con la pasarela en este momento. Quedó registrada y se verificará de nuevo en unos minutos.',
  invalidTransition: (from: string, to: string) => `El pago no puede pasar del estado ${from} al estado ${to}.`,
} as const;
