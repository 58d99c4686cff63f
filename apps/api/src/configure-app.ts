import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import express from 'express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import {
  APP_CONFIG,
  COMPRESSION_THRESHOLD_BYTES,
  documentAccessAndErrors,
  hostileInputGuard,
  jsonBodiesOnly,
  Metrics,
  metricsExposure,
  publicMetrics,
  requestObservation,
  uploadBodyLimit,
  type AppConfig,
} from '@lic/server-kernel';
import { Logger } from 'nestjs-pino';
import { useContainer } from 'class-validator';
import { ModuleRef } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { GetHomeCatalogueQuery, type HomeCatalogue } from '@lic/server-storefront-api';
import { firstScreenPages } from './spa/first-screen';
import { spaMiddleware } from './spa/spa.middleware';

/** The JSON API (not its Swagger pages, which are handled first): /api/..., /license/api/... and /.well-known/jwks.json. */
const API_PATH = /^\/((license\/)?api\/|\.well-known\/jwks\.json$)/i;

/** Routes whose JSON body carries a base64 file: 413 with the spec's size message above a file's limit. */
const UPLOAD_ROUTES = [
  '/license/api/purchaseorderlicense/uploadPaymentSupport',
  '/license/api/Package/SavePackage',
  '/license/api/Package/UpdatePackage',
];

/** Everything main.ts and the test harness both apply to the Nest application. */
export function configureApp(app: NestExpressApplication): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  // nestjs-pino (kernel LoggingModule, LOG_LEVEL): Nest's own logs in the same JSON lines as the request logs.
  app.useLogger(app.get(Logger));
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
  // First of all: X-Request-Id on every answer, and the request's duration by route template (decision 0021).
  const metrics = app.get(Metrics);
  app.use(requestObservation(metrics));

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
  // JSON answers of the API are never drawn as documents: a policy that allows nothing, and none of the headers
  // that only mean something on an HTML page (COOP, Origin-Agent-Cluster, DNS prefetch, IE's download and XSS
  // switches). Half the header bytes, and the catalogue's fast path repeats them on every answer (decision 0015).
  const apiHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
  });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    const headers = /^\/api\/docs(\/|$|-json)/i.test(req.path) ? docsHeaders : API_PATH.test(req.path) ? apiHeaders : securityHeaders;
    headers(req, res, next);
  });
  // Answers of 1 KB and more go out with br or gzip when the client takes them (decision 0015); the SPA
  // files and the cached catalogue carry their own Content-Encoding, made once, and are passed over.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  // The API reads JSON only: another body type is one 415 (decision 0053), before any parser reads it.
  app.use(jsonBodiesOnly(API_PATH));
  app.use(uploadBodyLimit(UPLOAD_ROUTES));
  app.useBodyParser('json', { limit: '4mb' });
  // Registered here (Nest would add it at init, after the guard) so the guard sees form bodies too.
  app.useBodyParser('urlencoded', { extended: true });
  // Depth and NUL checks before any pipe, recursive transformation or database call (decision 0013).
  app.use(hostileInputGuard());
  // Before the SPA, which would answer /metrics with its page: the metrics, or a 404 on the public port.
  app.use(publicMetrics(metrics, metricsExposure(config)));
  // The storefront home goes out with its first screen rendered from the cached catalogue (decision 0055).
  const queryBus = app.get(QueryBus, { strict: false });
  const logger = app.get(Logger);
  const firstScreen = firstScreenPages({
    staticDir: config.staticDir,
    catalogueOf: (appName) => queryBus.execute<GetHomeCatalogueQuery, HomeCatalogue | null>(new GetHomeCatalogueQuery(appName)),
    onError: (error) => logger.error({ err: error }, 'the storefront first screen was not rendered; the page went out without it'),
  });
  app.use(spaMiddleware({ staticDir: config.staticDir, brandHosts: config.brandHosts, firstScreen }));

  // Security and the generic error answers come from the access rules and guards (decision 0036).
  const document = documentAccessAndErrors(
    SwaggerModule.createDocument(
      app as INestApplication,
      new DocumentBuilder()
        .setTitle('Tienda de licencias API')
        .setDescription('API de la tienda de licencias y del back office (storefront, catálogo, pagos, licencias, convenios).')
        .setVersion('1.0')
        .addServer('/', 'El mismo origen de cada marca (las marcas comparten la API en sus propios dominios).')
        .build(),
    ),
    app,
  );
  // A private API: no public licence (info.license is asked for by the lint, and says so).
  document.info.license = { name: 'Privada: uso de la tienda, su back office y las apps de la suite' };
  SwaggerModule.setup('api/docs', app as INestApplication, document);
  return document;
}
