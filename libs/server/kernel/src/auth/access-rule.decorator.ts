import { SetMetadata } from '@nestjs/common';

/**
 * Every route declares who may call it; the global AccessGuard refuses routes without a rule,
 * and a test walks all routes to prove each has one.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'customer' }
  | { kind: 'staff'; allOf: string[]; anyOf: string[] }
  | { kind: 'app' }
  | { kind: 'staffOrApp'; allOf: string[] };

export const ACCESS_RULE = 'lic:access-rule';

/** Anyone, with or without a token (a valid token still identifies the caller). */
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user, customer or staff. */
export const Authenticated = () => SetMetadata(ACCESS_RULE, { kind: 'authenticated' } satisfies AccessRule);

/** A signed-in customer user linked to a company (customer_type / customer_value claims). */
export const CustomerOnly = () => SetMetadata(ACCESS_RULE, { kind: 'customer' } satisfies AccessRule);

/** Staff of the license app (APPS = LICENSE) holding every listed privilege. */
export const RequirePrivileges = (...allOf: string[]) => SetMetadata(ACCESS_RULE, { kind: 'staff', allOf, anyOf: [] } satisfies AccessRule);

/** Staff of the license app holding at least one of the listed privileges. */
export const RequireAnyPrivilege = (...anyOf: string[]) =>
  SetMetadata(ACCESS_RULE, { kind: 'staff', allOf: [], anyOf } satisfies AccessRule);

/**
 * An app reporting consumption with its credential (HTTP Basic clientId:secret). The AccessGuard lets
 * the request through without a token; the route's own guard (licensing's AppCredentialGuard) must
 * check the credential.
 */
export const AppCredential = () => SetMetadata(ACCESS_RULE, { kind: 'app' } satisfies AccessRule);

/**
 * Staff holding every listed privilege (Bearer token), or an app with its credential (HTTP Basic): the
 * AccessGuard checks a token as for staff and lets a Basic credential through to the route's own guard,
 * which must check it and scope what the app sees to its own records.
 */
export const StaffOrApp = (...allOf: string[]) => SetMetadata(ACCESS_RULE, { kind: 'staffOrApp', allOf } satisfies AccessRule);
