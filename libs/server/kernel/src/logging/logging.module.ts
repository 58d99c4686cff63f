import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { loggerParams } from './logger-params';

/** Where log lines go: null is stdout; integration tests override it with a stream they read. */
export const LOG_DESTINATION = Symbol('LOG_DESTINATION');

/**
 * nestjs-pino (decision 0002) at LOG_LEVEL, imported by the kernel. main.ts and the test harness install its
 * `Logger` as Nest's logger (`app.useLogger(app.get(Logger))`), so framework, application and request logs
 * share one JSON format.
 */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG, LOG_DESTINATION],
  useFactory: (config: AppConfig, destination: DestinationStream | null) => loggerParams(config.logLevel, destination),
});
