import type { MigrationObject } from '@mikro-orm/core';
import { RefreshToken } from './domain/refresh-token.entity';
import { UsedLoginParameter } from './domain/used-login-parameter.entity';
import { User } from './domain/user.entity';
import { Migration20261122010000IdentityUsersAndTokens } from './infrastructure/migrations/Migration20261122010000IdentityUsersAndTokens';
import { Migration20261125090000IdentityRefreshFamilyLifetime } from './infrastructure/migrations/Migration20261125090000IdentityRefreshFamilyLifetime';

export { IdentityModule } from './identity.module';
export { IdentityDemoSeeder, DEMO_PASSWORD, DEMO_USERS, DEMO_CUSTOMER } from './infrastructure/seeders/identity-demo.seeder';
export { SessionRevokedEvent } from './domain/events/session-revoked.event';
export {
  AnonymiseCustomerUserCommand,
  type AnonymisedUser,
} from './application/commands/anonymise-customer-user/anonymise-customer-user.command';
export { RevokeUserSessionsCommand } from './application/commands/revoke-user-sessions/revoke-user-sessions.command';
export {
  FindCustomerUsersByEmailQuery,
  type CustomerUserView,
} from './application/queries/find-customer-users-by-email/find-customer-users-by-email.query';
export { GetUserByNameIdQuery, type UserView } from './application/queries/get-user-by-name-id/get-user-by-name-id.query';
export {
  GetUsersByRoleQuery,
  type UsersByRoleView,
  type RoleUserView,
} from './application/queries/get-users-by-role/get-users-by-role.query';
export { commercialManagerRole, isKnownRole } from './domain/role';
export { SESSION_CHANNEL_PATH } from './interface/session.gateway';

export const identityEntities = [User, RefreshToken, UsedLoginParameter];

export const identityMigrations: MigrationObject[] = [
  { name: 'Migration20261122010000IdentityUsersAndTokens', class: Migration20261122010000IdentityUsersAndTokens },
  { name: 'Migration20261125090000IdentityRefreshFamilyLifetime', class: Migration20261125090000IdentityRefreshFamilyLifetime },
];
