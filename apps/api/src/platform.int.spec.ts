import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { ModulesContainer } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';

describe('API host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the database in GET /api/health', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.info.database.status).toBe('up');
  });

  it('routes case-insensitively', async () => {
    await t.http().get('/API/Health').expect(200);
  });

  it('puts the brand of the host on every response', async () => {
    const colfactura = await t.http().get('/api/health').set('Host', 'colfactura.localhost:3000');
    expect(colfactura.headers['x-app-name']).toBe('colfactura');
    expect(colfactura.headers['x-tenant']).toBe('colfactura');
    const license = await t.http().get('/api/health').set('Host', 'localhost:3000');
    expect(license.headers['x-app-name']).toBe('license');
    const bemyself = await t.http().get('/api/health').set('Host', 'bemyself.localhost');
    expect(bemyself.headers['x-tenant']).toBe('myselfcert');
  });

  it('sends /admin of a non-license brand back to /', async () => {
    const response = await t.http().get('/admin/packages').set('Host', 'firmaya.localhost:3000').expect(302);
    expect(response.headers.location).toBe('/');
  });

  it("sets the security headers: a page's on the pages, a policy that allows nothing on the JSON API", async () => {
    const page = await t.http().get('/login').set('Host', 'colfactura.localhost');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    for (const path of ['/api/health', '/license/api/parameter/GetAllDocumentTypes']) {
      const response = await t.http().get(path);
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Headers that only mean something on a document are not sent with JSON.
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-xss-protection',
      ]) {
        expect(response.headers[documentOnly]).toBeUndefined();
      }
    }
  });

  it('answers an unknown API route with the Spanish error envelope', async () => {
    const response = await t.http().get('/license/api/nothing-here').expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', statusMessage: 'El recurso solicitado no existe.', errors: [] });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.http().post('/api/health').set('Content-Type', 'application/json').send('{"UserName": ').expect(400);
    expect(response.body.code).toBe('MALFORMED_JSON');
    expect(response.body.statusMessage).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  it('has one CQRS module, so every context publishes and handles events on the same bus', () => {
    const cqrsModules = [...t.app.get(ModulesContainer).values()].filter((module) => module.metatype === CqrsModule);
    expect(cqrsModules).toHaveLength(1);
  });

  it('serves the OpenAPI document at /api/docs, in step with docs/openapi.json', async () => {
    await t.http().get('/api/docs').expect(200);
    const live = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(live.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/Login/Authenticate']));
    const committed = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as { paths: Record<string, unknown> };
    // A route added or removed without regenerating the document (npm run build) fails here.
    expect(Object.keys(committed.paths).sort()).toEqual(Object.keys(live.paths).sort());
  });
});
