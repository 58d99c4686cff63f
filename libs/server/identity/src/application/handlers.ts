import { AnonymiseCustomerUserHandler } from './commands/anonymise-customer-user/anonymise-customer-user.handler';
import { AuthenticateHandler } from './commands/authenticate/authenticate.handler';
import { DecodeLoginParameterHandler } from './commands/decode-login-parameter/decode-login-parameter.handler';
import { EncodeLoginParameterHandler } from './commands/encode-login-parameter/encode-login-parameter.handler';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler';
import { RevokeRefreshTokenHandler } from './commands/revoke-refresh-token/revoke-refresh-token.handler';
import { RevokeUserSessionsHandler } from './commands/revoke-user-sessions/revoke-user-sessions.handler';
import { PushSessionStatusOnSessionRevoked } from './event-handlers/push-session-status-on-session-revoked/push-session-status-on-session-revoked.handler';
import { FindCustomerUsersByEmailHandler } from './queries/find-customer-users-by-email/find-customer-users-by-email.handler';
import { GetUserByNameIdHandler } from './queries/get-user-by-name-id/get-user-by-name-id.handler';
import { GetUsersByRoleHandler } from './queries/get-users-by-role/get-users-by-role.handler';
import { ValidateSessionHandler } from './queries/validate-session/validate-session.handler';

/** The command, query and event handlers of the identity context, registered by its module. */
export const IDENTITY_HANDLERS = [
  AuthenticateHandler,
  RefreshSessionHandler,
  RevokeRefreshTokenHandler,
  RevokeUserSessionsHandler,
  EncodeLoginParameterHandler,
  DecodeLoginParameterHandler,
  GetUserByNameIdHandler,
  GetUsersByRoleHandler,
  ValidateSessionHandler,
  PushSessionStatusOnSessionRevoked,
  AnonymiseCustomerUserHandler,
  FindCustomerUsersByEmailHandler,
];
