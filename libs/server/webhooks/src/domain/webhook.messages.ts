/** Spanish texts and codes of the webhooks context. */
export const WebhookMessage = {
  unknownApp: 'La aplicación no es válida.',
  badUrl: 'La URL del webhook no es válida: use una dirección http(s) completa, p. ej. https://mi-app.com/webhooks.',
  httpsRequired: 'La URL del webhook debe usar https.',
  privateAddress:
    'La URL del webhook apunta a una dirección privada, local o reservada; use una dirección pública (o agregue el host a WEBHOOK_ALLOWED_HOSTS en desarrollo).',
  unresolvableHost: 'No se pudo resolver el nombre del host de la URL del webhook.',
  credentialsInUrl: 'La URL del webhook no puede llevar usuario ni contraseña.',
  unknownEvent:
    'El evento no es válido; use: licence.issued, licence.suspended, licence.reactivated, balance.low, balance.exhausted, contract.created.',
  noEvents: 'Seleccione al menos un evento.',
  notFound: 'No se encontró el webhook.',
  deliveryNotFound: 'No se encontró la entrega.',
  disabled: 'El webhook está desactivado.',
  deliveryInProgress: 'La entrega aún está en curso; espere a que termine para reenviarla.',
  registered: 'Webhook registrado. Guarde el secreto: no se volverá a mostrar.',
  rotated: 'Secreto rotado. Guarde el nuevo secreto: no se volverá a mostrar.',
  disabledOk: 'Webhook desactivado.',
  replayed: 'Entrega reenviada.',
  testSent: 'Evento de prueba enviado. Revise el registro de entregas.',
  testEvent: 'Evento de prueba de Licencias: si lo recibió y la firma es válida, su webhook está listo.',
  appMismatch: 'La credencial es de otra aplicación: solo puede gestionar los webhooks de la suya.',
  badGrace: 'El periodo de gracia debe ser un número entero de segundos entre 0 y 604800 (7 días).',
} as const;

export const WebhookCode = {
  INVALID_URL: 'WEBHOOKS.INVALID_URL',
  NOT_FOUND: 'WEBHOOKS.NOT_FOUND',
  DELIVERY_NOT_FOUND: 'WEBHOOKS.DELIVERY_NOT_FOUND',
  DISABLED: 'WEBHOOKS.DISABLED',
  DELIVERY_IN_PROGRESS: 'WEBHOOKS.DELIVERY_IN_PROGRESS',
  APP_MISMATCH: 'WEBHOOKS.APP_MISMATCH',
} as const;
