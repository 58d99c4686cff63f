import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ErrorCode, GenericMessage } from '@lic/shared-api-types';
import { ACCESS_RULE, type AccessRule } from '../../auth/access-rule.decorator';
import { ERROR_ENVELOPE_REF } from './api-error-answer.decorator';

/** Security scheme names of the document: users' access tokens and the apps' credentials. */
export const BEARER_SCHEME = 'bearer';
export const BASIC_SCHEME = 'basic';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

const errorEnvelopeSchema: SchemaObject = {
  type: 'object',
  description: 'Cuerpo de toda respuesta de error (design.md §3). `code` es estable; `statusMessage` está en español.',
  required: ['statusCode', 'code', 'statusMessage', 'errors'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    code: {
      type: 'string',
      example: ErrorCode.VALIDATION,
      description: 'Código estable: VALIDATION, UNAUTHENTICATED, CONTEXTO.MOTIVO, ...',
    },
    statusMessage: { type: 'string', example: GenericMessage.VALIDATION },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
  },
  additionalProperties: true,
};

const fieldErrorSchema: SchemaObject = {
  type: 'object',
  required: ['field', 'message'],
  properties: {
    field: { type: 'string', example: 'documentNumber' },
    message: { type: 'string', example: 'El número de documento debe tener hasta 15 letras o dígitos.' },
  },
};

const retryAfter = {
  'Retry-After': { description: 'Segundos a esperar antes de reintentar.', schema: { type: 'integer', example: 30 } },
};

function errorResponse(description: string, statusCode: number, code: string, statusMessage: string): ResponseObject {
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: ERROR_ENVELOPE_REF },
        example: { statusCode, code, statusMessage, errors: [] },
      },
    },
  };
}

/** The answers every route can give, by the guard or middleware that gives them (components.responses). */
const sharedResponses: Record<string, ResponseObject> = {
  BadRequest: errorResponse(
    'Datos no válidos: cuerpo, consulta o dirección rechazados por la validación o por hostileInputGuard (nada cambia).',
    400,
    ErrorCode.VALIDATION,
    GenericMessage.VALIDATION,
  ),
  Unauthorized: errorResponse(
    'Sin credencial válida: token ausente, vencido o revocado (usuarios) o credencial de app incorrecta.',
    401,
    ErrorCode.UNAUTHENTICATED,
    GenericMessage.UNAUTHENTICATED,
  ),
  Forbidden: errorResponse(
    'La sesión no tiene el perfil o los privilegios de la regla de acceso.',
    403,
    ErrorCode.FORBIDDEN,
    GenericMessage.FORBIDDEN,
  ),
  TooManyRequests: {
    ...errorResponse(
      'Límite de solicitudes por IP alcanzado (global RATE_LIMIT_PER_MINUTE o el de la ruta).',
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      GenericMessage.TOO_MANY_REQUESTS,
    ),
    headers: retryAfter,
  },
  ServiceUnavailable: {
    ...errorResponse(
      'La base de datos no puede atender en este momento (reinicio, conmutación por error): nada cambió o la misma solicitud, repetida con el mismo id, no cuenta dos veces. Reintentar tras Retry-After.',
      503,
      ErrorCode.DATABASE_UNAVAILABLE,
      GenericMessage.DATABASE_UNAVAILABLE,
    ),
    headers: retryAfter,
  },
};

/** Extension of an operation that answers without the database (liveness): it never answers 503 DATABASE_UNAVAILABLE. */
export const WITHOUT_DATABASE = 'x-without-database';

/** What the access rule of a route means for the document: its security and the answers it adds. */
function accessDocumentation(rule: AccessRule): { security: Array<Record<string, string[]>>; answers: string[]; access: string } {
  switch (rule.kind) {
    case 'public':
      return { security: [], answers: [], access: 'público (un token válido, si llega, identifica a quien llama)' };
    case 'authenticated':
      return { security: [{ [BEARER_SCHEME]: [] }], answers: ['401'], access: 'cualquier usuario con sesión' };
    case 'customer':
      return { security: [{ [BEARER_SCHEME]: [] }], answers: ['401', '403'], access: 'usuario cliente vinculado a una empresa' };
    case 'staff': {
      const parts = [
        rule.allOf.length ? `todos estos privilegios: ${rule.allOf.join(', ')}` : '',
        rule.anyOf.length ? `alguno de: ${rule.anyOf.join(', ')}` : '',
      ].filter(Boolean);
      return {
        security: [{ [BEARER_SCHEME]: [] }],
        answers: ['401', '403'],
        access: `personal de la tienda${parts.length ? ` con ${parts.join('; ')}` : ''}`,
      };
    }
    case 'app':
      return { security: [{ [BASIC_SCHEME]: [] }], answers: ['401'], access: 'app con su credencial (HTTP Basic clientId:clientSecret)' };
  }
}

const responseByStatus: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '429': 'TooManyRequests',
  '503': 'ServiceUnavailable',
};

/** operationId (`Controller_handler`, @nestjs/swagger's default) → the access rule the AccessGuard applies. */
function accessRulesByOperation(app: INestApplicationContext): Map<string, AccessRule | undefined> {
  const rules = new Map<string, AccessRule | undefined>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const classRule = Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        const key = `${controller.name}_${name}`;
        const rule = (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ?? classRule;
        if (rules.has(key) && JSON.stringify(rules.get(key)) !== JSON.stringify(rule))
          throw new Error(`Dos controladores ${controller.name} con el método ${name} y reglas distintas: el operationId no los distingue`);
        rules.set(key, rule);
      }
    }
  }
  return rules;
}

/**
 * Completes the generated document from what the server enforces, so that no controller has to restate
 * it (decision 0036):
 * - `security` of every operation from its access rule (the one the global AccessGuard reads): public →
 *   `[]`, users → bearer, apps (AppCredential + AppCredentialGuard) → HTTP Basic; `x-access` says who.
 * - the generic error answers, as references to components.responses over the ErrorEnvelope schema:
 *   400 on every route (validation pipe, hostileInputGuard), 401 where a credential is required, 403
 *   where a profile or privilege is, 429 on every route (global rate limit), 503 with Retry-After on every
 *   route that needs the database (decision 0043; `x-without-database: true` marks the others). An answer the route already
 *   documents (ApiErrorAnswer or another @Api…Response) is kept as it is.
 * An operation without an access rule fails the generation (the AccessGuard would refuse it anyway).
 */
export function documentAccessAndErrors(document: OpenAPIObject, app: INestApplicationContext): OpenAPIObject {
  const components = (document.components ??= {});
  components.securitySchemes = {
    ...components.securitySchemes,
    [BEARER_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'Token de acceso de un usuario (POST /api/Login/Authenticate).',
    },
    [BASIC_SCHEME]: {
      type: 'http',
      scheme: 'basic',
      description: 'Credencial de una app: clientId:clientSecret (back office, Credenciales de apps).',
    },
  };
  components.schemas = { ...components.schemas, ErrorEnvelope: errorEnvelopeSchema, FieldError: fieldErrorSchema };
  components.responses = { ...components.responses, ...sharedResponses };

  const rules = accessRulesByOperation(app);
  const undeclared: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const rule = operation.operationId ? rules.get(operation.operationId) : undefined;
      if (!rule) {
        undeclared.push(`${method.toUpperCase()} ${path} (${operation.operationId ?? 'sin operationId'})`);
        continue;
      }
      const { security, answers, access } = accessDocumentation(rule);
      operation.security = security;
      (operation as OperationObject & { 'x-access': string })['x-access'] = access;
      const responses = (operation.responses ??= {}) as Record<string, ResponseObject | ReferenceObject>;
      const withoutDatabase = (operation as OperationObject & { [WITHOUT_DATABASE]?: boolean })[WITHOUT_DATABASE] === true;
      for (const status of ['400', ...answers, '429', ...(withoutDatabase ? [] : ['503'])]) {
        responses[status] ??= { $ref: `#/components/responses/${responseByStatus[status]}` };
      }
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  if (undeclared.length) throw new Error(`Operaciones sin regla de acceso (Public, Authenticated, ...): ${undeclared.join('; ')}`);
  return document;
}
