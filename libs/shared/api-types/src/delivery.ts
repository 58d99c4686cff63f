/**
 * A delivery of an integration event to one subscriber that failed every attempt and was parked
 * (back office "Entregas fallidas"; docs/api/operations.md).
 */
export interface DeadLetterView {
  /** Id of the parked delivery; `POST …/dead-letters/{id}/replay` queues it again. */
  id: string;
  /** Integration event, e.g. `payments.payment-approved`. */
  eventName: string;
  /** Handler class that failed, e.g. `IssueLicencesOnPaymentApproved`. */
  subscriber: string;
  attempts: number;
  lastError: string;
  /** When the event happened (ISO 8601). */
  occurredOn: string;
  /** When the first attempt was queued. */
  firstAttemptOn: string;
  /** When it was parked after its last attempt. */
  failedOn: string;
  /** The order's payment reference (or its id) when the event is about an order. */
  orderReference: string | null;
}
