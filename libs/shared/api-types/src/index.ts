export * from './privileges';
export * from './error-envelope';
export * from './envelopes';
export * from './storefront';
export * from './cash-payments';
export * from './licensing';
export * from './contracts';
export * from './delivery';
