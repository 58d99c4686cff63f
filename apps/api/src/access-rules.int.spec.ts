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

describe('access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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
});
