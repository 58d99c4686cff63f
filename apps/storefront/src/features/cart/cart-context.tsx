import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PackageToPurchase, PriceTier, PromotionCodeValidation, StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import {
  addToCart,
  cartHasFreePackage,
  priceCart,
  removeFromCart,
  setCartQuantity,
  type CartPromotion,
  type PricedCart,
} from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useStorefront } from '../../shared/storefront-context';
import { useSession } from '../session/session-context';
import { getPriceByLicenseType } from './api/get-price-by-license-type';
import { validatePromotionCode } from './api/validate-promotion-code';
import {
  cataloguePackages,
  fromStoredItems,
  packagesToPurchase,
  pricingLineOf,
  tierQuantity,
  tiersOf,
  toCartPackage,
  toStoredItem,
  type CartItemEntry,
} from './cart-item';
import { CART_FEATURE_MESSAGES } from './cart.messages';
import { CART_KEYS, createCartStorage, type CartStorage } from './cart-storage';
import { asPaymentRetry, type PaymentRetry } from './payment-retry';

export interface CartAddOptions {
  /** "licenseWeb": added from the licence web page itself, which does not open the cart modal. */
  source?: 'licenseWeb';
}

export interface AppliedPromo {
  code: string;
  promotion: CartPromotion;
}

/** What is stored under "promoCode" (storefront.md §3: promoCode, promotionCode, validPromoCodes). */
interface StoredPromo {
  promoCode: string;
  promotionCode: CartPromotion;
  validPromoCodes: string[];
}

interface CartState {
  entries: CartItemEntry[];
  promo: AppliedPromo | null;
  /** Codes the server accepted for this cart, sent back as ValidPromoCodes. */
  validPromoCodes: string[];
  /** Employee price tiers (GetPriceByLicenseType, pType employee). */
  tiers: PriceTier[];
  /** The brand's catalogue as last read, stored under "packages". */
  catalogue: StorefrontPackage[];
  /** The cart was emptied: the promo code was dropped and its form starts over. */
  emptied: boolean;
  storeLanding: boolean;
}

const EMPTY_STATE: CartState = {
  entries: [],
  promo: null,
  validPromoCodes: [],
  tiers: [],
  catalogue: [],
  emptied: false,
  storeLanding: false,
};

export interface CartValue {
  /** The stored cart has been read; actions wait for it on their own. */
  ready: boolean;
  entries: readonly CartItemEntry[];
  /** Number of items, for a badge. */
  count: number;
  pricedCart: PricedCart;
  promo: AppliedPromo | null;
  /** A promo code is being validated ("Cargando"). */
  promoLoading: boolean;
  /** The applied code is being validated again after a change ("Procesando..."). */
  repricing: boolean;
  emptied: boolean;
  tiers: readonly PriceTier[];
  catalogue: readonly StorefrontPackage[];
  /** The visitor came in through a landing page embedding of the cart. */
  storeLanding: boolean;
  /** firmaya: the subscriber's identity was validated (code OK01). */
  identityValidated: boolean;
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Adds by the rules of storefront.md §4; resolves whether the cart changed. */
  add: (pkg: StorefrontPackage, quantity?: number, options?: CartAddOptions) => Promise<boolean>;
  remove: (packageId: number) => void;
  setQuantity: (packageId: number, quantity: number) => void;
  /** Validates and applies a promo code; resolves whether it is applied. */
  applyPromo: (code: string) => Promise<boolean>;
  /** Replaces the cart with these packages (a package link), then applies the link's promo code. */
  fill: (items: ReadonlyArray<{ pkg: StorefrontPackage; quantity: number }>, promotionCode?: string | null) => Promise<void>;
  /** Keeps the brand's catalogue ("packages") for the purchase pages. */
  rememberCatalogue: (catalogue: StorefrontCatalogue | readonly StorefrontPackage[]) => void;
  /** Takes the stored catalogue's version of each package in the cart; resolves the entries. */
  syncWithCatalogue: () => Promise<readonly CartItemEntry[]>;
  /** Sets "refreshPage": a page that checks it reloads once. */
  requestRefresh: () => Promise<void>;
  /** Reads and removes "refreshPage". */
  consumeRefresh: () => Promise<boolean>;
  markStoreLanding: () => void;
  setIdentityValidated: (validated: boolean) => void;
  packagesToPurchase: PackageToPurchase[];
  /** Empties the cart (after a purchase). */
  clear: () => void;
  /** An online order was sent: the cart stays until its payment succeeds, and this retry is kept with it. */
  keepForPaymentRetry: (retry: PaymentRetry) => Promise<void>;
  /** The kept retry of this order, if it is the cart's. */
  paymentRetryOf: (referenceUuid: string) => Promise<PaymentRetry | null>;
  /** This order's payment succeeded: when it was the cart's order, the cart is emptied. */
  completePurchase: (referenceUuid: string) => Promise<void>;
  /** Forgets the cart and its stored keys (logout). */
  reset: () => void;
}

const CartContext = createContext<CartValue | null>(null);

function toPromotion(validation: PromotionCodeValidation): CartPromotion {
  return {
    promotionCode: validation.promotionCode,
    offerTypeCode: validation.offerTypeCode,
    offerValue: validation.offerValue,
    applyTotalPurchase: validation.applyTotalPurchase,
    packageIds: validation.packageIds,
  };
}

const sameEntries = (a: readonly CartItemEntry[], b: readonly CartItemEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => entry.pkg.packageId === b[index].pkg.packageId && entry.quantity === b[index].quantity);

const promoErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status !== 400 ? error.statusMessage : CART_FEATURE_MESSAGES.promoNotApplicable;

async function loadState(storage: CartStorage): Promise<CartState> {
  const [cart, promo, packages, prices, landing] = await Promise.all([
    storage.read<unknown>(CART_KEYS.cart),
    storage.read<StoredPromo>(CART_KEYS.promoCode),
    storage.read<StorefrontPackage[]>(CART_KEYS.packages),
    storage.read<{ employee?: PriceTier[] }>(CART_KEYS.pricesLicense),
    storage.read<boolean>(CART_KEYS.storeLanding),
  ]);
  const entries = fromStoredItems(cart);
  const applied = entries.length > 0 && promo?.promotionCode ? { code: promo.promoCode, promotion: promo.promotionCode } : null;
  return {
    entries,
    promo: applied,
    validPromoCodes: applied ? (promo?.validPromoCodes ?? []) : [],
    tiers: Array.isArray(prices?.employee) ? prices.employee : [],
    catalogue: Array.isArray(packages) ? packages : [],
    emptied: false,
    storeLanding: landing === true,
  };
}

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

  const [state, setState] = useState<CartState>(EMPTY_STATE);
  const stateRef = useRef(state);
  const [ready, setReady] = useState(false);
  const [readyPromise] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  const [isOpen, setOpen] = useState(false);
  const [promoLoading, setPromoLoading] = useState(false);
  const [repricing, setRepricing] = useState(false);
  const [identityValidated, setIdentityValidated] = useState(false);
  const promoSequence = useRef(0);
  const tiersLoading = useRef<Promise<PriceTier[]> | null>(null);
  // The state last read from or written to storage: only what changed since is written again.
  const persisted = useRef<CartState>(EMPTY_STATE);
  const loadGeneration = useRef(0);

  const commit = useCallback((update: (current: CartState) => CartState) => {
    const next = update(stateRef.current);
    stateRef.current = next;
    setState(next);
  }, []);

  const hydrate = useCallback(async () => {
    const generation = ++loadGeneration.current;
    const loaded = await loadState(storage);
    if (generation !== loadGeneration.current) return;
    persisted.current = loaded;
    stateRef.current = loaded;
    setState(loaded);
  }, [storage]);

  useEffect(() => {
    void hydrate().finally(() => {
      setReady(true);
      readyPromise.resolve();
    });
    // Another tab or an embedded cart changed the stored cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(CART_KEYS) as string[]).includes(event.key)) void hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [hydrate, readyPromise]);

  const pricedCart = useMemo(
    () =>
      priceCart(
        state.entries.map((entry) => pricingLineOf(entry, state.tiers)),
        state.promo?.promotion,
      ),
    [state.entries, state.tiers, state.promo],
  );

  useEffect(() => {
    if (!ready) return;
    const before = persisted.current;
    persisted.current = state;
    const hasItems = state.entries.length > 0;
    if (before.entries !== state.entries || before.tiers !== state.tiers || before.promo !== state.promo) {
      const items = state.entries.map((entry) => {
        const pricing = pricingLineOf(entry, state.tiers);
        const line = pricedCart.lines.find((candidate) => candidate.packageId === entry.pkg.packageId);
        return toStoredItem(entry, line, pricing);
      });
      void storage.write(CART_KEYS.cart, hasItems ? items : null);
      void storage.write(
        CART_KEYS.cartAdded,
        hasItems ? state.entries.map((entry) => ({ packageCode: entry.pkg.packageCode, number: entry.quantity })) : null,
      );
    }
    if (before.promo !== state.promo || before.validPromoCodes !== state.validPromoCodes) {
      const stored: StoredPromo | null = state.promo
        ? { promoCode: state.promo.code, promotionCode: state.promo.promotion, validPromoCodes: state.validPromoCodes }
        : null;
      void storage.write(CART_KEYS.promoCode, stored);
    }
    if (before.catalogue !== state.catalogue) {
      void storage.write(CART_KEYS.packages, state.catalogue.length > 0 ? state.catalogue : null);
    }
    if (before.tiers !== state.tiers) {
      const hasTiers = state.tiers.length > 0;
      void storage.write(CART_KEYS.pricesLicense, hasTiers ? { employee: state.tiers } : null);
      void storage.write(
        CART_KEYS.quantityLicense,
        hasTiers ? { employee: [...new Set(state.tiers.map((tier) => tier.quantity))].sort((a, b) => a - b) } : null,
      );
    }
  }, [ready, state, pricedCart, storage]);

  const ensureTiers = useCallback(async (): Promise<PriceTier[]> => {
    if (stateRef.current.tiers.length > 0) return stateRef.current.tiers;
    tiersLoading.current ??= getPriceByLicenseType(client, 'employee')
      .then((tiers) => {
        commit((current) => ({ ...current, tiers }));
        return tiers;
      })
      .catch((error: unknown) => {
        console.warn('No se pudieron cargar los precios por empleado', error);
        return [];
      })
      .finally(() => {
        tiersLoading.current = null;
      });
    return tiersLoading.current;
  }, [client, commit]);

  const validationRequest = useCallback(
    (code: string, entries: readonly CartItemEntry[]) => ({
      promoCode: code,
      ValidPromoCodes: stateRef.current.validPromoCodes,
      PackagesInCart: packagesToPurchase(entries),
      customerRegistered: claims !== null,
      appName,
    }),
    [appName, claims],
  );

  /** After a change, the applied code is validated again for the new cart (storefront.md §4). */
  const reapplyPromo = useCallback(
    async (entries: readonly CartItemEntry[]) => {
      const applied = stateRef.current.promo;
      if (!applied || entries.length === 0) return;
      const sequence = ++promoSequence.current;
      if (cartHasFreePackage(entries)) {
        commit((current) => ({ ...current, promo: null }));
        notify.error(CART_FEATURE_MESSAGES.promoNotApplicable);
        return;
      }
      setRepricing(true);
      try {
        const validation = await validatePromotionCode(client, validationRequest(applied.code, entries));
        if (sequence !== promoSequence.current) return;
        commit((current) => ({ ...current, promo: { code: applied.code, promotion: toPromotion(validation) } }));
      } catch (error) {
        if (sequence !== promoSequence.current) return;
        commit((current) => ({ ...current, promo: null }));
        notify.error(promoErrorMessage(error));
      } finally {
        if (sequence === promoSequence.current) setRepricing(false);
      }
    },
    [client, commit, validationRequest],
  );

  const add = useCallback(
    async (pkg: StorefrontPackage, quantity = 1, options: CartAddOptions = {}) => {
      await readyPromise.promise;
      const wanted = pkg.isEmployee ? tierQuantity(tiersOf(await ensureTiers(), pkg), quantity) : quantity;
      const before = stateRef.current.entries;
      const change = addToCart(before, toCartPackage(pkg), wanted, appName);
      if (change.warning) notify.warning(change.warning);
      if (sameEntries(before, change.entries)) return false;
      commit((current) => ({ ...current, entries: change.entries, emptied: false }));
      if (options.source !== 'licenseWeb') setOpen(true);
      void reapplyPromo(change.entries);
      return true;
    },
    [appName, commit, ensureTiers, readyPromise, reapplyPromo],
  );

  const remove = useCallback(
    (packageId: number) => {
      const entries = removeFromCart(stateRef.current.entries, packageId);
      if (entries.length === stateRef.current.entries.length) return;
      if (entries.length === 0) {
        promoSequence.current += 1;
        setRepricing(false);
        commit((current) => ({ ...current, entries, promo: null, validPromoCodes: [], emptied: true }));
        return;
      }
      commit((current) => ({ ...current, entries }));
      void reapplyPromo(entries);
    },
    [commit, reapplyPromo],
  );

  const setQuantity = useCallback(
    (packageId: number, quantity: number) => {
      const before = stateRef.current.entries;
      const entries = setCartQuantity(before, packageId, quantity, appName);
      if (sameEntries(before, entries)) return;
      commit((current) => ({ ...current, entries }));
      void reapplyPromo(entries);
    },
    [appName, commit, reapplyPromo],
  );

  const applyPromo = useCallback(
    async (code: string) => {
      await readyPromise.promise;
      const trimmed = code.trim();
      const { entries, promo } = stateRef.current;
      if (trimmed === '' || entries.length === 0) return false;
      if (promo?.code === trimmed) return true;
      if (cartHasFreePackage(entries)) {
        notify.error(CART_FEATURE_MESSAGES.promoNotApplicable);
        return false;
      }
      const sequence = ++promoSequence.current;
      setPromoLoading(true);
      try {
        const validation = await validatePromotionCode(client, validationRequest(trimmed, entries));
        if (sequence !== promoSequence.current) return false;
        commit((current) => ({
          ...current,
          promo: { code: trimmed, promotion: toPromotion(validation) },
          validPromoCodes: current.validPromoCodes.includes(trimmed) ? current.validPromoCodes : [...current.validPromoCodes, trimmed],
        }));
        notify.success(CART_FEATURE_MESSAGES.promoApplied);
        return true;
      } catch (error) {
        if (sequence === promoSequence.current) notify.error(promoErrorMessage(error));
        return false;
      } finally {
        setPromoLoading(false);
      }
    },
    [client, commit, readyPromise, validationRequest],
  );

  const fill = useCallback(
    async (items: ReadonlyArray<{ pkg: StorefrontPackage; quantity: number }>, promotionCode?: string | null) => {
      await readyPromise.promise;
      const tiers = items.some((item) => item.pkg.isEmployee) ? await ensureTiers() : [];
      let entries: CartItemEntry[] = [];
      for (const item of items) {
        const wanted = item.pkg.isEmployee ? tierQuantity(tiersOf(tiers, item.pkg), item.quantity) : item.quantity;
        const change = addToCart(entries, toCartPackage(item.pkg), wanted, appName);
        if (change.warning) notify.warning(change.warning);
        entries = change.entries;
      }
      promoSequence.current += 1;
      commit((current) => ({ ...current, entries, promo: null, validPromoCodes: [], emptied: entries.length === 0 }));
      if (promotionCode) await applyPromo(promotionCode);
    },
    [appName, applyPromo, commit, ensureTiers, readyPromise],
  );

  const rememberCatalogue = useCallback(
    (catalogue: StorefrontCatalogue | readonly StorefrontPackage[]) => {
      const packages = Array.isArray(catalogue) ? [...catalogue] : cataloguePackages(catalogue as StorefrontCatalogue);
      commit((current) => ({ ...current, catalogue: packages }));
    },
    [commit],
  );

  const syncWithCatalogue = useCallback(async () => {
    await readyPromise.promise;
    const { entries, catalogue } = stateRef.current;
    if (catalogue.length === 0 || entries.length === 0) return entries;
    const synced = entries.map((entry) => {
      const fresh = catalogue.find((pkg) => pkg.packageId === entry.pkg.packageId);
      return fresh ? { pkg: toCartPackage(fresh), quantity: entry.quantity } : entry;
    });
    commit((current) => ({ ...current, entries: synced }));
    return synced;
  }, [commit, readyPromise]);

  const requestRefresh = useCallback(() => storage.write(CART_KEYS.refreshPage, true), [storage]);

  const consumeRefresh = useCallback(async () => {
    const flagged = (await storage.read<boolean>(CART_KEYS.refreshPage)) === true;
    if (flagged) storage.remove(CART_KEYS.refreshPage);
    return flagged;
  }, [storage]);

  const markStoreLanding = useCallback(() => {
    if (stateRef.current.storeLanding) return;
    commit((current) => ({ ...current, storeLanding: true }));
    void storage.write(CART_KEYS.storeLanding, true);
  }, [commit, storage]);

  const clear = useCallback(() => {
    promoSequence.current += 1;
    setRepricing(false);
    setIdentityValidated(false);
    storage.remove(CART_KEYS.paymentRetry);
    commit((current) => ({ ...current, entries: [], promo: null, validPromoCodes: [], emptied: true }));
  }, [commit, storage]);

  const keepForPaymentRetry = useCallback((retry: PaymentRetry) => storage.write(CART_KEYS.paymentRetry, retry), [storage]);

  const paymentRetryOf = useCallback(
    async (referenceUuid: string) => {
      const retry = asPaymentRetry(await storage.read<unknown>(CART_KEYS.paymentRetry));
      return retry !== null && retry.referenceUuid === referenceUuid ? retry : null;
    },
    [storage],
  );

  const completePurchase = useCallback(
    async (referenceUuid: string) => {
      await readyPromise.promise;
      if ((await paymentRetryOf(referenceUuid)) !== null) clear();
    },
    [clear, paymentRetryOf, readyPromise],
  );

  const reset = useCallback(() => {
    promoSequence.current += 1;
    loadGeneration.current += 1;
    storage.clear();
    setOpen(false);
    setRepricing(false);
    setIdentityValidated(false);
    persisted.current = EMPTY_STATE;
    stateRef.current = EMPTY_STATE;
    setState(EMPTY_STATE);
  }, [storage]);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

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
