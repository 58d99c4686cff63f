import type { ApiClient } from './api-client';
import { sessionStore } from './session-store';

export const REVOKE_TOKEN_PATH = '/api/login/RevokeToken';

/** Revokes the refresh token on the server when it can, and always forgets the local session. */
export async function logout(client: ApiClient, appName: string): Promise<void> {
  const refreshToken = sessionStore.getRefreshToken();
  if (refreshToken) {
    try {
      await client.put(
        REVOKE_TOKEN_PATH,
        { UserName: sessionStore.getUserName(), Quantity: 1, AppName: appName, RefreshToken: refreshToken },
        { refreshOnUnauthorized: false },
      );
    } catch {
      // The user asked to leave: a revoke that fails must not keep them signed in on this device.
    }
  }
  sessionStore.clear();
}
