import { useCallback } from 'react';
import { CART_KEYS, type CartStorage } from '../cart-storage';
import { asPaymentRetry, type PaymentRetry } from '../payment-retry';

export interface PaymentRetryKeeping {
  /** An online order was sent: the cart stays until its payment succeeds, and this retry is kept with it. */
  keepForPaymentRetry: (retry: PaymentRetry) => Promise<void>;
  /** The kept retry of this order, if it is the cart's. */
  paymentRetryOf: (referenceUuid: string) => Promise<PaymentRetry | null>;
  /** The cart is emptied: its retry goes with it. */
  forgetPaymentRetry: () => void;
}

/** The online order kept with the cart until its payment succeeds (decision 0018), under "paymentRetry". */
export function usePaymentRetryKeeping(storage: CartStorage): PaymentRetryKeeping {
  const keepForPaymentRetry = useCallback((retry: PaymentRetry) => storage.write(CART_KEYS.paymentRetry, retry), [storage]);

  const paymentRetryOf = useCallback(
    async (referenceUuid: string) => {
      const retry = asPaymentRetry(await storage.read<unknown>(CART_KEYS.paymentRetry));
      return retry !== null && retry.referenceUuid === referenceUuid ? retry : null;
    },
    [storage],
  );

  const forgetPaymentRetry = useCallback(() => storage.remove(CART_KEYS.paymentRetry), [storage]);

  return { keepForPaymentRetry, paymentRetryOf, forgetPaymentRetry };
}
