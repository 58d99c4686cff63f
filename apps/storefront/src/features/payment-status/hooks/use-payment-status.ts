import { useEffect, useState } from 'react';
import type { PurchaseOrderStatus } from '@lic/shared-api-types';
import { ApiError, NO_RESPONSE } from '@lic/web-api-client';
import { useStorefront } from '../../../shared/storefront-context';
import { getStatusPurchaseOrder } from '../api/get-status-purchase-order';
import { FIRST_POLLING_COUNT, nextRecheckCount, SINGLE_CHECK_COUNT, statusKindOf } from '../payment-status';

export type PaymentStatusAnswer =
  | { kind: 'status'; status: PurchaseOrderStatus }
  /** No record for the order. */
  | { kind: 'missing' }
  /** The call failed: the api-client's Spanish message; `retry` when the server did not answer (or failed). */
  | { kind: 'error'; message: string; retry: boolean };

export interface PaymentStatusState {
  /** The last answer; null before the first one. */
  answer: PaymentStatusAnswer | null;
  /** A check is under way. */
  checking: boolean;
  /** Seconds left before the next re-check while polling a pending payment; null otherwise. */
  secondsLeft: number | null;
  /** Re-checks made in the current round (0 to MAX_RECHECKS). */
  rechecks: number;
  /** Checks again from the start (after a failed call). */
  checkAgain: () => void;
}

export interface UsePaymentStatusOptions {
  referenceUuid: string;
  polling: boolean;
  /** The brand's countdown between re-checks (paymentStatusCountdownSeconds). */
  countdownSeconds: number;
  /** The countdown waits for this (the app parameters that configure it have arrived). */
  ready: boolean;
}

const SECOND = 1000;

const isPending = (answer: PaymentStatusAnswer | null): boolean => answer?.kind === 'status' && statusKindOf(answer.status) === 'pending';

function answerOfError(error: unknown): PaymentStatusAnswer {
  if (!(error instanceof ApiError)) return { kind: 'error', message: NO_RESPONSE, retry: true };
  // An unknown order, or a reference no order can have (a cut or mistyped link): the customer's message, never
  // the server's field path ("referenceUuid: …").
  if (error.status === 404 || error.status === 400) return { kind: 'missing' };
  return { kind: 'error', message: error.statusMessage, retry: error.status === 0 || error.status >= 500 };
}

/**
 * storefront.md §4 Payment status polling: the status is fetched on load with countValidatePayment 0
 * (polling) or −1; while polling, a pending answer (WR12) starts a countdown of the configured seconds,
 * then a re-check with the next counter (1 to 6); after the sixth the countdown restarts a new round.
 */
export function usePaymentStatus({ referenceUuid, polling, countdownSeconds, ready }: UsePaymentStatusOptions): PaymentStatusState {
  const { client, appName } = useStorefront();
  const firstCount = polling ? FIRST_POLLING_COUNT : SINGLE_CHECK_COUNT;
  const [check, setCheck] = useState({ count: firstCount, attempt: 0 });
  const [answer, setAnswer] = useState<PaymentStatusAnswer | null>(null);
  const [checking, setChecking] = useState(true);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setChecking(true);
    getStatusPurchaseOrder(client, referenceUuid, appName, check.count)
      .then((status): PaymentStatusAnswer => (status === null ? { kind: 'missing' } : { kind: 'status', status }), answerOfError)
      .then((next) => {
        if (!live) return;
        // A failed re-check while polling a pending payment keeps the pending page: the next one follows.
        setAnswer((previous) => (next.kind === 'error' && polling && isPending(previous) ? previous : next));
        setChecking(false);
      });
    return () => {
      live = false;
    };
  }, [client, referenceUuid, appName, polling, check]);

  const waiting = polling && ready && !checking && isPending(answer);
  const seconds = Math.max(1, Math.round(countdownSeconds));
  useEffect(() => {
    if (!waiting) {
      setSecondsLeft(null);
      return undefined;
    }
    let left = seconds;
    setSecondsLeft(left);
    const timer = setInterval(() => {
      left -= 1;
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      clearInterval(timer);
      setSecondsLeft(null);
      setCheck((current) => ({ count: nextRecheckCount(current.count), attempt: current.attempt + 1 }));
    }, SECOND);
    return () => clearInterval(timer);
  }, [waiting, seconds]);

  return {
    answer,
    checking,
    secondsLeft,
    rechecks: check.count > 0 ? check.count : 0,
    checkAgain: () => setCheck((current) => ({ count: firstCount, attempt: current.attempt + 1 })),
  };
}
