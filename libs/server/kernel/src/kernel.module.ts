import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { MikroORM } from '@mikro-orm/postgresql';
import { getOptionsToken, getStorageToken, ThrottlerStorageService } from '@nestjs/throttler';
import { RateLimitGuard } from './http/rate-limit/rate-limit.guard';
import { rateLimitOptions } from './http/rate-limit/rate-limit.options';
import { RedisThrottlerStorage } from './http/rate-limit/redis-throttler.storage';
import { RedisConnection } from './redis/redis-connection';
import { SessionRevocations } from './auth/session-revocations';
import { SESSION_REVOCATION_STORE } from './auth/session-revocation.store';
import { RedisSessionRevocationStore } from './auth/redis-session-revocation.store';
import { PostgresSessionRevocationStore } from './auth/postgres-session-revocation.store';
import { APP_CONFIG, loadAppConfig, type AppConfig } from './config/app-config';
import { AccessTokens } from './auth/access-token';
import { BearerStrategy } from './auth/bearer.strategy';
import { AccessGuard } from './auth/access.guard';
import { ErrorEnvelopeFilter } from './http/error-envelope.filter';
import { createValidationPipe } from './http/validation.pipe';
import { AuditContextInterceptor } from './audit/audit-context.interceptor';
import { OutboxRelay } from './outbox/outbox-relay';
import { JobEngine } from './jobs/job-engine';
import { ScheduledJobs } from './jobs/scheduled-jobs';
import { IntegrationSubscribers } from './outbox/integration-subscribers';
import { DeliveryWorkers } from './outbox/delivery-workers';
import { DeadLetters } from './outbox/dead-letters';
import { DeadLettersController } from './outbox/dead-letters.controller';
import { CLOCK, SystemClock, type Clock } from './time/clock';
import { MAIL_SENDER } from './mail/mail-sender';
import { DatabaseMailSender } from './mail/database-mail-sender';
import { SmtpMailSender } from './mail/smtp-mail-sender';
import { DevMailboxController } from './mail/dev-mailbox.controller';
import { ListMailsForHandler } from './mail/list-mails-for.handler';
import { ForgetMailsBeforeHandler, ForgetMailsToHandler } from './mail/forget-mails-to.handler';
import { LOG_DESTINATION, LoggingModule } from './logging/logging.module';
import { ReadReplicas } from './database/read-replicas/read-replicas';
import { ReadYourWritesInterceptor } from './database/read-replicas/read-your-writes.interceptor';
import { MemoryWriteMarks, RedisWriteMarks, WRITE_MARKS } from './database/read-replicas/write-marks';
import { Metrics } from './observability/metrics';
import { MetricsServer } from './observability/metrics-server';
import { DatabasePoolMetrics } from './observability/database-pool-metrics';

/**
 * Cross-cutting server pieces: configuration, token verification and the session revocation list,
 * rate limits (@nestjs/throttler; Redis when REDIS_URL), the global access guard, the
 * validation pipe, the error envelope, the audit context, the outbox relay, the job engine (durable
 * deliveries of integration events, dead letters, scheduled jobs), the clock, the mail port
 * (MAIL_SENDER: stored for the dev mailbox by default, SMTP when SMTP_URL is set), the logger (nestjs-pino),
 * the routing of read-only queries to read replicas (ReadReplicas, read-your-writes) and the Prometheus
 * metrics (served on METRICS_PORT by MetricsServer; decision 0021).
 */
@Global()
@Module({
  imports: [PassportModule, LoggingModule, DiscoveryModule],
  controllers: [DevMailboxController, DeadLettersController],
  providers: [
    { provide: CLOCK, useFactory: (): Clock => new SystemClock() },
    {
      provide: MAIL_SENDER,
      inject: [APP_CONFIG, MikroORM, CLOCK],
      useFactory: (config: AppConfig, orm: MikroORM, clock: Clock) =>
        config.smtpUrl ? new SmtpMailSender(orm, clock, config.smtpUrl, config.mailFrom) : new DatabaseMailSender(orm, clock),
    },
    { provide: APP_CONFIG, useFactory: () => loadAppConfig() },
    { provide: LOG_DESTINATION, useValue: null },
    AccessTokens,
    BearerStrategy,
    RedisConnection,
    {
      provide: SESSION_REVOCATION_STORE,
      inject: [RedisConnection, MikroORM],
      useFactory: (redis: RedisConnection, orm: MikroORM) =>
        redis.client ? new RedisSessionRevocationStore(redis.client, redis.prefix) : new PostgresSessionRevocationStore(orm),
    },
    SessionRevocations,
    ReadReplicas,
    {
      provide: WRITE_MARKS,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection) => (redis.client ? new RedisWriteMarks(redis.client, redis.prefix) : new MemoryWriteMarks()),
    },
    // @nestjs/throttler's guard, fed without ThrottlerModule so that its options can read APP_CONFIG.
    { provide: getOptionsToken(), inject: [APP_CONFIG], useFactory: rateLimitOptions },
    {
      provide: getStorageToken(),
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection) =>
        redis.client ? new RedisThrottlerStorage(redis.client, redis.prefix) : new ThrottlerStorageService(),
    },
    JobEngine,
    IntegrationSubscribers,
    DeliveryWorkers,
    OutboxRelay,
    DeadLetters,
    ScheduledJobs,
    ListMailsForHandler,
    ForgetMailsToHandler,
    ForgetMailsBeforeHandler,
    Metrics,
    MetricsServer,
    DatabasePoolMetrics,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor },
    { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
  ],
  exports: [
    APP_CONFIG,
    AccessTokens,
    SessionRevocations,
    ReadReplicas,
    RedisConnection,
    OutboxRelay,
    JobEngine,
    IntegrationSubscribers,
    DeadLetters,
    ScheduledJobs,
    CLOCK,
    MAIL_SENDER,
    LOG_DESTINATION,
    Metrics,
    MetricsServer,
  ],
})
export class KernelModule {}
