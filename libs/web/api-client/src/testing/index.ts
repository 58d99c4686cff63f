export * from './fake-fetch';
export * from './fake-jwt';
