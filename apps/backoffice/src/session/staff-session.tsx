import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { sessionStore, type TokenClaims } from '@lic/web-api-client';
import { accessFor, type Access } from '../shared/access';

export interface StaffSession {
  claims: TokenClaims | null;
  access: Access;
  /** Re-reads the stored session after it was set or cleared. */
  refresh: () => void;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

function readClaims(): TokenClaims | null {
  return sessionStore.isAuthenticated() ? sessionStore.claims() : null;
}

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState(readClaims);
  const refresh = useCallback(() => setClaims(readClaims()), []);
  const value = useMemo(() => ({ claims, access: accessFor(claims), refresh }), [claims, refresh]);
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const value = useContext(StaffSessionContext);
  if (value === null) throw new Error('useStaffSession must be used inside StaffSessionProvider');
  return value;
}
