// The published language of licensing: the queries ordering and contracts ask it (docs/api/licensing.md).
export * from './get-order-licences.query';
export * from './get-held-base-plans.query';
export * from './get-contract-balances.query';
export * from './get-consumption-movements.query';
export * from './authenticate-app-credential.query';
export * from './get-plans-consumed-before-contract.query';
// Events licensing publishes through the outbox (class names are pg-boss queue names: keep them).
export * from './events/licence-issued.event';
export * from './events/licence-suspended.event';
export * from './events/licence-reactivated.event';
export * from './events/balance-low.event';
export * from './events/balance-exhausted.event';
