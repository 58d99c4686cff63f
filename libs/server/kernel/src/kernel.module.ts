import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { RateLimitGuard } from './http/rate-limit/rate-limit.guard';
import { APP_CONFIG, loadAppConfig } from './config/app-config';
import { AccessTokens } from './auth/access-token';
import { BearerStrategy } from './auth/bearer.strategy';
import { AccessGuard } from './auth/access.guard';
import { ErrorEnvelopeFilter } from './http/error-envelope.filter';
import { createValidationPipe } from './http/validation.pipe';
import { AuditContextInterceptor } from './audit/audit-context.interceptor';
import { OutboxRelay } from './outbox/outbox-relay';

/**
 * Cross-cutting server pieces: configuration, token verification, the global access guard, the
 * validation pipe, the error envelope, the audit context and the outbox relay.
 */
@Global()
@Module({
  imports: [PassportModule],
  providers: [
    { provide: APP_CONFIG, useFactory: () => loadAppConfig() },
    AccessTokens,
    BearerStrategy,
    OutboxRelay,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor },
  ],
  exports: [APP_CONFIG, AccessTokens, OutboxRelay],
})
export class KernelModule {}
