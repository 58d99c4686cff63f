// The session feature's public entry: other features import only what is exported here.
export { SessionProvider, useSession, type SessionValue } from './session-context';
