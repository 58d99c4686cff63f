// The published language of contracts: the event licensing grants balances on, the query ordering asks (docs/api/contracts.md).
export * from './contract-created.event';
export * from './find-supervisors-by-email.query';
export * from './get-contract-packages.query';
export * from './list-company-contracts.query';
