// The payment-status feature's public entry: other features import only what is exported here.
export { useStoreExit } from './hooks/use-store-exit';
export { ORDER_NOT_FOUND, PAYMENT_STATUS_TEXTS } from './payment-status.messages';
