// The published language of payments: what other contexts may send it, ask it and hear from it.
export * from './payment-events';
export * from './create-gateway-payment.command';
export * from './get-payment-outcome.query';
export * from './get-payment-timeline.query';
