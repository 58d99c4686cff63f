import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { sessionStore, type TokenClaims } from '@lic/web-api-client';

export interface SessionValue {
  /** The signed-in user's token claims, null for an anonymous visitor. */
  claims: TokenClaims | null;
  /** Re-reads the stored session after it was set or cleared. */
  refresh: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The stored session's claims; none on the server, which renders for an anonymous visitor (decision 0055). */
function readClaims(): TokenClaims | null {
  if (typeof localStorage === 'undefined') return null;
  return sessionStore.isAuthenticated() ? sessionStore.claims() : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState(readClaims);
  const refresh = useCallback(() => setClaims(readClaims()), []);
  const value = useMemo(() => ({ claims, refresh }), [claims, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
