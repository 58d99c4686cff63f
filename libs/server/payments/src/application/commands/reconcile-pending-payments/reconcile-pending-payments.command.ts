import { Command } from '@nestjs/cqrs';

/** What one reconciliation round did (logged, and answered to tests). */
export interface ReconciliationReport {
  /** Pending online payments older than the threshold that were asked about. */
  asked: number;
  /** Approved, rejected or reversed by the gateway's answer. */
  settled: number;
  /** The gateway answered what we already knew (still pending, a replay). */
  unchanged: number;
  /** The gateway knows no transaction of the payment (the payer never paid). */
  notFound: number;
  /** The answer carried a code we do not know: in the review list. */
  sentToReview: number;
  /** The answer could not be trusted (signature) or did not fit the payment (amount, currency). */
  refused: number;
  /** The gateway could not be reached: asked again on the next round. */
  unavailable: number;
}

/**
 * Asks the gateway about every online payment pending longer than RECONCILE_PENDING_AFTER_MINUTES (its
 * confirmation may have been lost) and applies the answer as a confirmation. Idempotent: an answer
 * already kept changes nothing.
 */
export class ReconcilePendingPaymentsCommand extends Command<ReconciliationReport> {}
