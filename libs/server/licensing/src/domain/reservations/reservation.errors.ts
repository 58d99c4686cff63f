import { ConflictError, NotFoundError } from '@lic/server-kernel';
import { ReservationCode, ReservationMessage } from './reservation.messages';

/** The reservation id is already used by this app for another request: 409, nothing changed. */
export class ReservationIdTakenError extends ConflictError {
  constructor() {
    super(ReservationCode.ID_TAKEN, ReservationMessage.idTaken);
  }
}

/** No reservation of the calling app has this id: 404. */
export class ReservationNotFoundError extends NotFoundError {
  constructor() {
    super(ReservationCode.NOT_FOUND, ReservationMessage.notFound);
  }
}

/** Commit of a reservation that expired (its units are back in the balance): 409. */
export class ReservationExpiredError extends ConflictError {
  constructor(available: number | null) {
    super(ReservationCode.EXPIRED, ReservationMessage.expired, { available });
  }
}

/** Commit of a released reservation: 409. */
export class ReservationReleasedError extends ConflictError {
  constructor(available: number | null) {
    super(ReservationCode.RELEASED, ReservationMessage.released, { available });
  }
}

/** Release of a committed reservation: 409. */
export class ReservationCommittedError extends ConflictError {
  constructor() {
    super(ReservationCode.COMMITTED, ReservationMessage.committed);
  }
}

/** The event id of the commit is already taken by an event the app sent itself: 409, the reservation stays. */
export class ReservationEventIdTakenError extends ConflictError {
  constructor() {
    super(ReservationCode.EVENT_ID_TAKEN, ReservationMessage.eventIdTaken);
  }
}
