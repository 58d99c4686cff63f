/** Spanish texts, codes and limits of reservations and entitlements (decision 0033; docs/api/licensing.md "Reservas", "Derechos"). */
export const ReservationMessage = {
  reservationIdInvalid: 'El identificador de la reserva debe tener entre 1 y 90 caracteres ASCII visibles (sin espacios).',
  ttlInvalid: 'La vigencia de la reserva (ttlSeconds) debe ser un número entero de segundos entre 1 y 86.400 (24 horas).',
  idTaken:
    'Ya existe una reserva con este identificador y otros datos (cliente, característica, cantidad o vigencia). Usa un identificador nuevo para otra reserva.',
  notFound: 'No existe una reserva de esta aplicación con este identificador.',
  expired:
    'La reserva venció y sus unidades volvieron al saldo del cliente; el consumo no se registró. Verifica el saldo y reserva de nuevo.',
  released: 'La reserva fue liberada y sus unidades volvieron al saldo del cliente; el consumo no se registró.',
  committed: 'La reserva ya fue confirmada como consumo; no se puede liberar.',
  eventIdTaken:
    'La aplicación ya registró un evento de consumo con el identificador que correspondería a esta reserva (reserva:<reservationId>). La reserva sigue vigente.',
  documentTypeInvalid: 'El tipo de documento debe ser un número entero entre 1 y 99.',
  documentNumberInvalid: 'El número de documento debe tener hasta 15 letras o dígitos.',
} as const;

export const ReservationCode = {
  ID_TAKEN: 'LICENSING.RESERVATION_ID_TAKEN',
  NOT_FOUND: 'LICENSING.RESERVATION_NOT_FOUND',
  EXPIRED: 'LICENSING.RESERVATION_EXPIRED',
  RELEASED: 'LICENSING.RESERVATION_RELEASED',
  COMMITTED: 'LICENSING.RESERVATION_COMMITTED',
  EVENT_ID_TAKEN: 'LICENSING.RESERVATION_EVENT_ID_TAKEN',
} as const;

/** A reservation id: 1 to 90 visible ASCII characters (its event id, `reserva:` + id, fits consumption's 100). */
export const RESERVATION_ID = /^[\x21-\x7E]{1,90}$/;
/** The event id a committed reservation is kept under. */
export const reservationEventId = (reservationId: string): string => `reserva:${reservationId}`;
export const RESERVATION_TTL_MIN_SECONDS = 1;
export const RESERVATION_TTL_MAX_SECONDS = 86_400;
