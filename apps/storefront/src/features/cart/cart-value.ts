import type { PackageToPurchase, PriceTier, StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import type { PricedCart } from '@lic/shared-rules';
import type { CartItemEntry } from './cart-item';
import type { AppliedPromo } from './cart-state';
import type { PaymentRetry } from './payment-retry';

export interface CartAddOptions {
  /** "licenseWeb": added from the licence web page itself, which does not open the cart modal. */
  source?: 'licenseWeb';
}

/** What the cart offers its pages through useCart. */
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
