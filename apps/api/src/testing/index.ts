export * from './test-app';
export * from './test-database';
