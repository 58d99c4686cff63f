import type { LoggerService } from '@nestjs/common';
import pino, { type Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';

/** Structured JSON logs (pino) for the whole API; authorisation headers and cookies are redacted. */
export function createPino(level: string): Pino {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'] });
}

/** Request logging for the API routes only (pages and assets are not logged). */
export function requestLogger(logger: Pino) {
  return pinoHttp({ logger, autoLogging: { ignore: (req) => !/^\/(api|license|mail|user)\//i.test(req.url ?? '') } });
}

/** Nest's logger interface over pino, so framework and application logs share one format. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const text = typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
      this.logger[level]({ context, ...(message as object) }, text);
    } else {
      const stack = rest.find((r): r is string => typeof r === 'string' && r.includes('\n    at '));
      this.logger[level](stack ? { context, stack } : { context }, String(message));
    }
  }
}
