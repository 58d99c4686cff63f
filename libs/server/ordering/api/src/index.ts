// The published language of ordering: the event payments and licensing react to, the queries licensing asks.
export * from './purchase-order-state';
export * from './purchase-order-registered.event';
export * from './purchase-order-cancelled.event';
export * from './get-order-for-licensing.query';
export * from './count-promo-code-orders.query';
export * from './list-holder-orders.query';
