import { startTracing } from './telemetry/tracing';

// Tracing first, when configured, so that its hooks see express, pg and Nest load; then the server.
await startTracing();
await import('./server');
