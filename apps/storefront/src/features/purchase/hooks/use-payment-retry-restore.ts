import { useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useLocation } from 'react-router-dom';
import { useCart, cartSignature, type PaymentRetry } from '../../cart';
import { paymentRetryStateOf } from '../payment-retry-state';
import type { PurchaseFormValues } from '../purchase-request';

export interface PaymentRetryRestore {
  /** The pending order being paid again, while neither the form nor the cart changed since it was sent. */
  pendingRetry: () => PaymentRetry | null;
  /** The form or the cart changed, or the order was sent again: the next payment makes a new order. */
  forget: () => void;
}

/**
 * "Reintentar pago" (decision 0018): the status page opens the form with the order to pay again, and the form
 * the order was sent with comes back (the cart was kept with it).
 */
export function usePaymentRetryRestore(form: FormInstance<PurchaseFormValues>): PaymentRetryRestore {
  const location = useLocation();
  const { entries, paymentRetryOf, setIdentityValidated } = useCart();
  // The order being paid again; null once the form or the cart changed.
  const retry = useRef<(PaymentRetry & { pending: boolean }) | null>(null);
  const [retryState] = useState(() => paymentRetryStateOf(location.state));

  useEffect(() => {
    if (retryState === null) return;
    let live = true;
    void paymentRetryOf(retryState.retryOf).then((found) => {
      if (!live || found === null) return;
      retry.current = { ...found, pending: retryState.pending };
      form.setFieldsValue(found.values as PurchaseFormValues);
      if (found.identityValidated) setIdentityValidated(true);
    });
    return () => {
      live = false;
    };
  }, [retryState, paymentRetryOf, setIdentityValidated, form]);

  const pendingRetry = (): PaymentRetry | null => {
    const current = retry.current;
    if (current === null || !current.pending) return null;
    if (current.paymentForm === null && current.gatewayUrl === null) return null;
    return current.cart === cartSignature(entries) ? current : null;
  };

  const forget = () => {
    retry.current = null;
  };

  return { pendingRetry, forget };
}
