// The published language of licensing: the queries ordering and contracts ask it (docs/api/licensing.md).
export * from './get-order-licences.query';
export * from './get-held-base-plans.query';
export * from './get-contract-balances.query';
export * from './get-consumption-movements.query';
export * from './get-plans-consumed-before-contract.query';
