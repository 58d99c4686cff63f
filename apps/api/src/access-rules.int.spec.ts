import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ModulesContainer } from '@nestjs/core';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { ACCESS_RULE } from '@lic/server-kernel';

interface Route {
  controller: string;
  handler: string;
  method: string;
  path: string;
  hasRule: boolean;
}

function listRoutes(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classRule = Reflect.getMetadata(ACCESS_RULE, controller);
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        routes.push({
          controller: controller.name,
          handler: name,
          method,
          path: `/${base}/${String(path)}`.replace(/\/+/g, '/'),
          hasRule: Boolean(Reflect.getMetadata(ACCESS_RULE, handler) ?? classRule),
        });
      }
    }
  }
  return routes;
}

type Caller = 'anonymous' | 'customer' | 'financial' | 'officer' | 'superadmin';

/**
 * Who gets past the guard on the personal-data routes (decision 0057): the status each caller gets, where
 * 401/403 mean refused and 'in' means the guard let it through (the answer is then the route's own).
 */
const PERSONAL_DATA_MATRIX: [method: 'get' | 'post', path: string, expected: Record<Caller, 401 | 403 | 'in'>][] = [
  ['post', '/api/data-requests', { anonymous: 401, customer: 'in', financial: 403, officer: 403, superadmin: 403 }],
  ['post', '/api/data-requests/public', { anonymous: 'in', customer: 'in', financial: 'in', officer: 'in', superadmin: 'in' }],
  ['get', '/api/me/data-requests', { anonymous: 401, customer: 'in', financial: 403, officer: 403, superadmin: 403 }],
  ['get', '/api/me/personal-data', { anonymous: 401, customer: 'in', financial: 403, officer: 403, superadmin: 403 }],
  ['get', '/api/me/consent-status?appName=colfactura', { anonymous: 401, customer: 'in', financial: 403, officer: 403, superadmin: 403 }],
  ['post', '/api/me/consents', { anonymous: 401, customer: 'in', financial: 403, officer: 403, superadmin: 403 }],
  ['get', '/api/data-requests', { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' }],
  ['post', '/api/data-requests/SDP-2026-000001/answer', { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' }],
  ['post', '/api/data-requests/SDP-2026-000001/extend', { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' }],
  [
    'post',
    '/api/data-requests/SDP-2026-000001/suppress',
    { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' },
  ],
  ['get', '/api/consents?documentNumber=900123456', { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' }],
  ['post', '/api/privacy-policy', { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' }],
  ['get', '/api/personal-data-access', { anonymous: 401, customer: 403, financial: 403, officer: 'in', superadmin: 'in' }],
  ['get', '/api/privacy-policy/colfactura', { anonymous: 'in', customer: 'in', financial: 'in', officer: 'in', superadmin: 'in' }],
];

describe('access rules', () => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  beforeAll(async () => {
    t = await createTestApp();
    tokens.set('customer', await t.customerToken('NIT', '900123456'));
    tokens.set('financial', await t.staffToken(['LICFINANCIERO']));
    tokens.set('officer', await t.staffToken(['OFICIAL_DATOS']));
    tokens.set('superadmin', await t.staffToken(['SUPERADMIN']));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route of every controller declares who may call it', () => {
    const routes = listRoutes(t);
    expect(routes.length).toBeGreaterThan(0);
    const undeclared = routes.filter((r) => !r.hasRule).map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('lets only the right callers through the personal-data routes', async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [method, path, who] of PERSONAL_DATA_MATRIX) {
      for (const caller of Object.keys(who) as Caller[]) {
        const request = t.http()[method](path);
        const token = tokens.get(caller);
        const status = (await (token ? request.set('Authorization', `Bearer ${token}`) : request).send(method === 'post' ? {} : undefined))
          .status;
        seen.push(`${method} ${path} ${caller}: ${status === 401 || status === 403 ? status : 'in'}`);
        expected.push(`${method} ${path} ${caller}: ${who[caller]}`);
      }
    }
    expect(seen).toEqual(expected);
  });
});
