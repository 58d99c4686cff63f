export * from './domain/brand';
