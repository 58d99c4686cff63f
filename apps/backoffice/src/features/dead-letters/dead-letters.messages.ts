/** Texts of "Entregas fallidas": deliveries of integration events parked after their last attempt (decision 0008). */
export const DEAD_LETTERS_TEXT = {
  title: 'Entregas fallidas',
  hint:
    'Eventos que un suscriptor no pudo procesar tras todos sus intentos (por ejemplo, la emisión de licencias de un pago aprobado). ' +
    'Corrija la causa y pulse "Reintentar": la entrega vuelve a la cola con todos sus intentos.',
  columns: {
    eventName: 'Evento',
    subscriber: 'Suscriptor',
    attempts: 'Intentos',
    lastError: 'Último error',
    occurredOn: 'Ocurrió',
    firstAttemptOn: 'Primer intento',
    failedOn: 'Fallida',
    orderReference: 'Orden',
    actions: 'Acciones',
  },
  noOrder: '—',
  empty: 'No hay entregas fallidas.',
  replay: 'Reintentar',
  replayConfirm: '¿Reintentar esta entrega? Se encolará de nuevo para su suscriptor.',
  replayYes: 'Sí, reintentar',
  replayNo: 'No',
  replayed: 'La entrega se encoló de nuevo.',
  serverError: 'Error de servidor',
  loadError: 'La solicitud no ha podido ser procesada',
} as const;
