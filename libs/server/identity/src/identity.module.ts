import { Module } from '@nestjs/common';
import { integrationEvents, RedisConnection } from '@lic/server-kernel';
import { SignInAttempts } from './application/commands/authenticate/sign-in-attempts';
import { MemorySignInFailureStore, SIGN_IN_FAILURE_STORE } from './infrastructure/sign-in-failure.store';
import { RedisSignInFailureStore } from './infrastructure/redis-sign-in-failure.store';
import { SessionTokens } from './application/session-tokens/session-tokens';
import { SessionRevokedEvent } from './domain/events/session-revoked.event';
import { PasswordHasher } from './infrastructure/password-hasher';
import { RefreshTokenRepository } from './infrastructure/refresh-token.repository';
import { SessionSockets } from './infrastructure/session-sockets';
import { UserRepository } from './infrastructure/user.repository';
import { LoginController } from './interface/login.controller';
import { SessionGateway } from './interface/session.gateway';
import { UserController } from './interface/user.controller';
import { UsersByRoleController } from './interface/users-by-role.controller';
import { IDENTITY_HANDLERS } from './application/handlers';

integrationEvents.register(SessionRevokedEvent);

/** Users, roles, tokens, the login parameter and the realtime session channel (design.md §8). */
@Module({
  controllers: [LoginController, UserController, UsersByRoleController],
  providers: [
    ...IDENTITY_HANDLERS,
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
  ],
})
export class IdentityModule {}
