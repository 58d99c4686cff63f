import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useStorefront } from '../../shared/storefront-context';
import { useSession } from '../session';
import { packagesToPurchase } from './cart-item';
import { createCartStorage, type CartStorage } from './cart-storage';
import type { CartValue } from './cart-value';
import { useCartCatalogue } from './hooks/use-cart-catalogue';
import { useCartEditing } from './hooks/use-cart-editing';
import { useCartPageFlags } from './hooks/use-cart-page-flags';
import { useCartPromoCode } from './hooks/use-cart-promo-code';
import { useEmployeeTiers } from './hooks/use-employee-tiers';
import { usePaymentRetryKeeping } from './hooks/use-payment-retry-keeping';
import { useStoredCartState } from './hooks/use-stored-cart-state';

export type { AppliedPromo } from './cart-state';
export type { CartAddOptions, CartValue } from './cart-value';

const CartContext = createContext<CartValue | null>(null);

export interface CartProviderProps {
  children: ReactNode;
  /** Where the cart is kept; localStorage through the app's codec by default. */
  storage?: CartStorage;
}

/** The storefront cart: entries, pricing, promo code and the modal's open state, kept in browser storage. */
export function CartProvider({ children, storage: givenStorage }: CartProviderProps) {
  const { client, appName } = useStorefront();
  const { claims } = useSession();
  const storage = useMemo(() => givenStorage ?? createCartStorage(), [givenStorage]);

  const { state, latest, commit, ready, whenReady, pricedCart, forget } = useStoredCartState(storage);
  const [isOpen, setOpen] = useState(false);
  const [identityValidated, setIdentityValidated] = useState(false);
  const ensureTiers = useEmployeeTiers(client, latest, commit);
  const promoCode = useCartPromoCode({ client, appName, signedIn: claims !== null, latest, commit, whenReady });
  const { stopValidation } = promoCode;
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const { add, remove, setQuantity, fill } = useCartEditing({
    appName,
    latest,
    commit,
    whenReady,
    ensureTiers,
    promoCode,
    openModal: open,
  });
  const { rememberCatalogue, syncWithCatalogue } = useCartCatalogue(latest, commit, whenReady);
  const { requestRefresh, consumeRefresh, markStoreLanding } = useCartPageFlags(storage, latest, commit);
  const { keepForPaymentRetry, paymentRetryOf, forgetPaymentRetry } = usePaymentRetryKeeping(storage);

  const clear = useCallback(() => {
    stopValidation();
    setIdentityValidated(false);
    forgetPaymentRetry();
    commit((current) => ({ ...current, entries: [], promo: null, validPromoCodes: [], emptied: true }));
  }, [commit, forgetPaymentRetry, stopValidation]);

  const completePurchase = useCallback(
    async (referenceUuid: string) => {
      await whenReady;
      if ((await paymentRetryOf(referenceUuid)) !== null) clear();
    },
    [clear, paymentRetryOf, whenReady],
  );

  const reset = useCallback(() => {
    stopValidation();
    forget();
    setOpen(false);
    setIdentityValidated(false);
  }, [forget, stopValidation]);

  const { promoLoading, repricing, applyPromo } = promoCode;
  const value = useMemo<CartValue>(
    () => ({
      ready,
      entries: state.entries,
      count: state.entries.length,
      pricedCart,
      promo: state.promo,
      promoLoading,
      repricing,
      emptied: state.emptied,
      tiers: state.tiers,
      catalogue: state.catalogue,
      storeLanding: state.storeLanding,
      identityValidated,
      isOpen,
      open,
      close,
      add,
      remove,
      setQuantity,
      applyPromo,
      fill,
      rememberCatalogue,
      syncWithCatalogue,
      requestRefresh,
      consumeRefresh,
      markStoreLanding,
      setIdentityValidated,
      packagesToPurchase: packagesToPurchase(state.entries),
      clear,
      keepForPaymentRetry,
      paymentRetryOf,
      completePurchase,
      reset,
    }),
    [
      ready,
      state,
      pricedCart,
      promoLoading,
      repricing,
      identityValidated,
      isOpen,
      open,
      close,
      add,
      remove,
      setQuantity,
      applyPromo,
      fill,
      rememberCatalogue,
      syncWithCatalogue,
      requestRefresh,
      consumeRefresh,
      markStoreLanding,
      clear,
      keepForPaymentRetry,
      paymentRetryOf,
      completePurchase,
      reset,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (value === null) throw new Error('useCart must be used inside CartProvider');
  return value;
}

const noop = () => undefined;

/** The cart's reset for the logout hook; does nothing outside a CartProvider. */
export function useCartReset(): () => void {
  return useContext(CartContext)?.reset ?? noop;
}
