// The app-parameters feature's public entry: other features import only what is exported here.
export type { AppParameters } from './app-parameters';
export { resetAppParametersCache, useAppParameters, type AppParametersState } from './use-app-parameters';
