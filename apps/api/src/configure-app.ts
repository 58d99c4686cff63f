import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import express from 'express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { APP_CONFIG, createPino, PinoLoggerService, requestLogger, type AppConfig } from '@lic/server-kernel';
import { useContainer } from 'class-validator';
import { ModuleRef } from '@nestjs/core';
import { spaMiddleware } from './spa/spa.middleware';

/** Everything main.ts and the test harness both apply to the Nest application. */
export function configureApp(app: NestExpressApplication, options: { logLevel?: string } = {}): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  const pino = createPino(options.logLevel ?? process.env.LOG_LEVEL ?? 'info');
  app.useLogger(new PinoLoggerService(pino));
  app.use(requestLogger(pino));
  // Rule decorators that need the database (blocked e-mail domains) resolve their constraint from Nest.
  // Through ModuleRef: NestFactory's proxied app.get aborts the process on an unknown class, and
  // class-validator also asks the container for classes Nest does not hold (its own Validator).
  const moduleRef = app.get(ModuleRef);
  useContainer(
    {
      get: (type: unknown) => {
        try {
          return moduleRef.get(type as never, { strict: false });
        } catch {
          return undefined;
        }
      },
    },
    { fallback: true },
  );
  // Which X-Forwarded-For hops to believe for req.ip (rate limits, logs): TRUST_PROXY, see README.
  app.set('trust proxy', config.trustProxy);
  app.set('case sensitive routing', false);
  app.disable('x-powered-by');
  app.enableShutdownHooks();

  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'", ...config.allowedOrigins],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  // Swagger UI needs inline scripts; only its own pages get the relaxed policy.
  const docsHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    (/^\/api\/docs(\/|$|-json)/i.test(req.path) ? docsHeaders : securityHeaders)(req, res, next),
  );
  app.useBodyParser('json', { limit: '4mb' });
  app.use(spaMiddleware({ staticDir: config.staticDir, brandHosts: config.brandHosts }));

  const document = SwaggerModule.createDocument(
    app as INestApplication,
    new DocumentBuilder()
      .setTitle('Tienda de licencias API')
      .setDescription('API de la tienda de licencias y del back office (storefront, catálogo, pagos, licencias, convenios).')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app as INestApplication, document);
  return document;
}
