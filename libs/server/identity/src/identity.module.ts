import { Module } from '@nestjs/common';
import { integrationEvents, RedisConnection } from '@lic/server-kernel';
import { SignInAttempts } from './application/sign-in-attempts';
import { MemorySignInFailureStore, SIGN_IN_FAILURE_STORE } from './infrastructure/sign-in-failure.store';
import { RedisSignInFailureStore } from './infrastructure/redis-sign-in-failure.store';
import { SessionTokens } from './application/session-tokens';
import { AuthenticateHandler } from './application/commands/authenticate/authenticate.handler';
import { DecodeLoginParameterHandler } from './application/commands/decode-login-parameter/decode-login-parameter.handler';
import { EncodeLoginParameterHandler } from './application/commands/encode-login-parameter/encode-login-parameter.handler';
import { RefreshSessionHandler } from './application/commands/refresh-session/refresh-session.handler';
import { RevokeRefreshTokenHandler } from './application/commands/revoke-refresh-token/revoke-refresh-token.handler';
import { RevokeUserSessionsHandler } from './application/commands/revoke-user-sessions/revoke-user-sessions.handler';
import { PushSessionStatusOnSessionRevoked } from './application/event-handlers/push-session-status-on-session-revoked.handler';
import { GetUserByNameIdHandler } from './application/queries/get-user-by-name-id/get-user-by-name-id.handler';
import { GetUsersByRoleHandler } from './application/queries/get-users-by-role/get-users-by-role.handler';
import { ValidateSessionHandler } from './application/queries/validate-session/validate-session.handler';
import { SessionRevokedEvent } from './domain/events/session-revoked.event';
import { PasswordHasher } from './infrastructure/password-hasher';
import { RefreshTokenRepository } from './infrastructure/refresh-token.repository';
import { SessionSockets } from './infrastructure/session-sockets';
import { UserRepository } from './infrastructure/user.repository';
import { LoginController } from './interface/login.controller';
import { SessionGateway } from './interface/session.gateway';
import { UserController } from './interface/user.controller';
import { UsersByRoleController } from './interface/users-by-role.controller';

integrationEvents.register(SessionRevokedEvent);

/** Users, roles, tokens, the login parameter and the realtime session channel (design.md §8). */
@Module({
  controllers: [LoginController, UserController, UsersByRoleController],
  providers: [
    PasswordHasher,
    UserRepository,
    RefreshTokenRepository,
    SessionSockets,
    SessionTokens,
    SessionGateway,
    {
      provide: SIGN_IN_FAILURE_STORE,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection) => (redis.client ? new RedisSignInFailureStore(redis.client) : new MemorySignInFailureStore()),
    },
    SignInAttempts,
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
  ],
})
export class IdentityModule {}
