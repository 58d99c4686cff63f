import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '@lic/api-testing';

// Logging (decision 0002): nestjs-pino writes JSON lines; request logs for the API routes only, with the
// credentials of the request (Authorization, cookies, secret query parameters) redacted.

const SECRET_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secreto-del-cliente.firma';

interface LogLine {
  level: number;
  requestId?: string;
  msg?: string;
  context?: string;
  req?: { id?: string; method: string; url: string; headers: Record<string, string>; query?: unknown };
  res?: { statusCode: number; headers?: Record<string, unknown> };
}

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
  const requestLogs = () => parsed().filter((line) => line.msg === 'request completed' || line.msg === 'request errored');

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: destination });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes Nest’s own logs as JSON lines through the same logger', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(parsed().some((line) => line.context === 'RoutesResolver' || line.context === 'NestApplication')).toBe(true);
  });

  it('logs an API request with its Authorization header, cookie and secret query parameters redacted', async () => {
    await t
      .http()
      .get('/api/health?token=abc123secreto&pagina=2')
      .set('Authorization', `Bearer ${SECRET_TOKEN}`)
      .set('Cookie', 'refresh=cookie-secreta')
      .expect(200);
    const log = requestLogs().find((line) => line.req?.url.startsWith('/api/health'));
    expect(log).toBeDefined();
    expect(log!.res!.statusCode).toBe(200);
    expect(log!.req!.method).toBe('GET');
    expect(log!.req!.headers.authorization).toBe('[Redacted]');
    expect(log!.req!.headers.cookie).toBe('[Redacted]');
    expect(log!.req!.url).toBe('/api/health?token=%5BRedacted%5D&pagina=2');
    const everything = lines.join('\n');
    for (const secret of [SECRET_TOKEN, 'cookie-secreta', 'abc123secreto']) expect(everything).not.toContain(secret);
  });

  it('logs refused API requests too, and no page or asset request', async () => {
    await t.http().post('/license/api/License/GetDetailLicenseCustomerMyPlan').set('Authorization', 'Bearer no-es-un-token').expect(401);
    await t.http().get('/').set('Host', 'colfactura.localhost:3000');
    await t.http().get('/admin/packages');
    const urls = requestLogs().map((line) => line.req!.url);
    expect(urls).toContain('/license/api/License/GetDetailLicenseCustomerMyPlan');
    expect(urls.some((url) => url === '/' || url.startsWith('/admin'))).toBe(false);
    const refused = requestLogs().find((line) => line.req!.url === '/license/api/License/GetDetailLicenseCustomerMyPlan');
    expect(refused!.res!.statusCode).toBe(401);
    expect(refused!.req!.headers.authorization).toBe('[Redacted]');
  });

  it('puts the request’s X-Request-Id on the answer and on every log line of the request, taking a sane one', async () => {
    const sane = 'pedido-42_abc.DEF';
    const response = await t
      .http()
      .get('/license/api/PurchaseOrder/GetPurchaseOrderDetail/x')
      .set('X-Request-Id', sane)
      .set('Authorization', 'Bearer no-es-un-token');
    expect(response.headers['x-request-id']).toBe(sane);
    const ofRequest = parsed().filter((line) => line.requestId === sane);
    // The access guard's refusal and the request log, at least.
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    expect(ofRequest.some((line) => line.msg === 'authorization refused')).toBe(true);
    expect(ofRequest.find((line) => line.msg === 'request completed')?.req?.id).toBe(sane);
    expect(
      parsed()
        .filter((line) => line.req?.url === '/license/api/PurchaseOrder/GetPurchaseOrderDetail/x')
        .every((line) => line.requestId === sane),
    ).toBe(true);
  });

  it('makes a new id when the incoming one is not sane or missing, on pages and errors too', async () => {
    for (const bad of ['a'.repeat(129), 'con espacios', '<x>']) {
      const response = await t.http().get('/api/health').set('X-Request-Id', bad).expect(200);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const page = await t.http().get('/admin/packages');
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await t.http().post('/license/api/License/GetDetailLicenseCustomerMyPlan').expect(401);
    const id = refused.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLogs().find((line) => line.requestId === id)?.res?.statusCode).toBe(401);
  });
});
