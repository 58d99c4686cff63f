export * from './read-xlsx';
