import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from './metrics';
import { metricsExposure } from './metrics-exposure';

/**
 * The separate listener of METRICS_PORT: GET /metrics and nothing else, for Prometheus inside the
 * network (the Ingress and the public load balancer never route to it).
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const exposure = metricsExposure(this.config);
    if (exposure.kind !== 'port') return;
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Solo /metrics\n');
        return;
      }
      this.metrics.exposition().then(
        ({ contentType, body }) =>
          response.writeHead(200, { 'Content-Type': contentType }).end(request.method === 'HEAD' ? undefined : body),
        (error: unknown) => {
          this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No se pudieron leer las métricas\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(exposure.port, () => resolve());
    });
    this.server = server;
    this.logger.log(`/metrics en el puerto ${this.port}`);
  }

  /** The port it listens on (METRICS_PORT, or the one the system chose for 0); undefined when off. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
