/** The caller as the access token describes it (claims of storefront.md §3). */
export interface AuthenticatedUser {
  userId: string;
  userName: string;
  givenName: string;
  familyName: string;
  apps: string[];
  roles: string[];
  privileges: string[];
  customerId?: string;
  customerType?: string;
  customerValue?: string;
  /** The session (refresh-token family) the access token belongs to: the `sid` claim, checked against the revocation list. */
  sessionId?: string;
}

export function isStaff(user: AuthenticatedUser): boolean {
  return user.apps.some((app) => app.toUpperCase() === 'LICENSE') && user.roles.length > 0;
}
