export * from './read-xlsx';
// Plans, credentials and events for tests of other projects (the fast paths' differential test of the API).
export { anEvent, basic, createCredential, insertPlan } from '../test/consumption-test-kit';
