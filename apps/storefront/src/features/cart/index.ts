// The cart feature's public entry: other features import only what is exported here.
export { CartProvider, useCart, useCartReset, type CartAddOptions, type CartValue } from './cart-context';
export { cataloguePackages } from './cart-item';
export { CART_PATHS, type MessagePageState } from './cart-routes';
export { browserWindow, useCartNavigation, type CartGo } from './hooks/use-cart-navigation';
export { cartSignature, type PaymentRetry } from './payment-retry';
