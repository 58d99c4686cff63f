import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Post, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ApiOperation, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppCredential, Authenticated, Public, RequireAnyPrivilege, RequirePrivileges } from '../../auth/access-rule.decorator';
import { ApiErrorAnswer } from './api-error-answer.decorator';
import { documentAccessAndErrors } from './document-access-and-errors';

@Controller('demo')
@RequirePrivileges('PACKAGES')
class DemoController {
  @Get('open')
  @Public()
  @ApiOperation({ summary: 'Público' })
  open() {
    return {};
  }

  @Get('staff')
  @ApiOperation({ summary: 'Personal (regla de la clase)' })
  staff() {
    return {};
  }

  @Post('mine')
  @Authenticated()
  @ApiOperation({ summary: 'Usuario' })
  mine(@Body() body: object) {
    return body;
  }

  @Post('app')
  @AppCredential()
  @ApiOperation({ summary: 'App' })
  @ApiErrorAnswer(409, 'DEMO.CONFLICT: ya existe.', { extra: { available: { type: 'integer' } } })
  @ApiErrorAnswer(401, 'DEMO.CREDENTIAL: credencial de la app.')
  app() {
    return {};
  }

  @Get('any')
  @RequireAnyPrivilege('A', 'B')
  @ApiOperation({ summary: 'Alguno' })
  any() {
    return {};
  }
}

@Controller('bare')
class NoRuleController {
  @Get()
  bare() {
    return {};
  }
}

async function documentOf(
  controllers: Array<new (...args: never[]) => object>,
): Promise<{ app: INestApplication; document: OpenAPIObject }> {
  const moduleRef = await Test.createTestingModule({ controllers }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('demo').setVersion('1').build());
  return { app, document };
}

describe('documentAccessAndErrors', () => {
  let app: INestApplication;
  let document: OpenAPIObject;
  beforeAll(async () => {
    ({ app, document } = await documentOf([DemoController]));
    documentAccessAndErrors(document, app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const op = (path: string, method: 'get' | 'post') => document.paths[path][method]!;

  it('takes security from the access rule: public [], users bearer, apps basic (the method rule over the class rule)', () => {
    expect(op('/demo/open', 'get').security).toEqual([]);
    expect(op('/demo/staff', 'get').security).toEqual([{ bearer: [] }]);
    expect(op('/demo/mine', 'post').security).toEqual([{ bearer: [] }]);
    expect(op('/demo/app', 'post').security).toEqual([{ basic: [] }]);
    expect(document.components?.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      basic: { type: 'http', scheme: 'basic' },
    });
    expect((op('/demo/staff', 'get') as { 'x-access'?: string })['x-access']).toContain('PACKAGES');
    expect((op('/demo/any', 'get') as { 'x-access'?: string })['x-access']).toContain('alguno de: A, B');
  });

  it('adds the generic answers by rule: 400 and 429 always, 401 with a credential, 403 with a profile or privilege', () => {
    const statuses = (path: string, method: 'get' | 'post') => Object.keys(op(path, method).responses).filter((s) => s.startsWith('4'));
    expect(statuses('/demo/open', 'get')).toEqual(['400', '429']);
    expect(statuses('/demo/mine', 'post')).toEqual(['400', '401', '429']);
    expect(statuses('/demo/staff', 'get')).toEqual(['400', '401', '403', '429']);
    expect(statuses('/demo/app', 'post')).toEqual(['400', '401', '409', '429']);
    expect(op('/demo/staff', 'get').responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(document.components?.responses?.TooManyRequests).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
  });

  it("keeps the route's own answers, over the same error envelope", () => {
    const responses = op('/demo/app', 'post').responses as Record<string, { description?: string; content?: unknown }>;
    expect(responses['401'].description).toBe('DEMO.CREDENTIAL: credencial de la app.');
    expect(responses['409'].content).toEqual({
      'application/json': {
        schema: {
          allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { type: 'object', properties: { available: { type: 'integer' } } }],
        },
      },
    });
    expect(document.components?.schemas?.ErrorEnvelope).toMatchObject({ required: ['statusCode', 'code', 'statusMessage', 'errors'] });
  });

  it('refuses to document an operation without an access rule', async () => {
    const bare = await documentOf([NoRuleController]);
    expect(() => documentAccessAndErrors(bare.document, bare.app)).toThrow(/GET \/bare \(NoRuleController_bare\)/);
    await bare.app.close();
  });
});
