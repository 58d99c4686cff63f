export * from './test-app';
export * from './test-database';
export * from './test-redis';
export * from './streaming-replica';
export * from './api-child-process';
export * from './tcp-forwarder';
export * from './fault-load';
export * from './drill-postgres';
