// The published language of catalogue: the package and promo-code events read models are built from,
// the queries that rebuild them, and the value types their snapshots carry.
export * from './entity-state';
export * from './snapshot-terms';
export * from './package-snapshot';
export * from './promo-code-snapshot';
export * from './events/package-snapshot.event';
export * from './events/package-published.event';
export * from './events/package-changed.event';
export * from './events/package-deactivated.event';
export * from './events/promo-code-changed.event';
export * from './list-package-snapshots.query';
export * from './list-promo-code-snapshots.query';
export * from './list-services.query';
