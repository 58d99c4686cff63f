export * from './api-client';
export * from './api-error';
export * from './brand-detection';
export * from './jwt';
export * from './logout';
export * from './messages';
export * from './session-channel';
export * from './session-store';
