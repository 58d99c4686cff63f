import type { NextFunction, Request, Response } from 'express';
import { ErrorCode } from '@lic/shared-api-types';
import { DomainError, type DomainErrorField } from '../errors/domain.error';

/** Deepest nesting of objects and arrays a request may carry (the deepest DTO of the API has 4 levels). */
export const MAX_INPUT_DEPTH = 32;

export const HostileInputMessage = {
  tooDeep: `La solicitud no es válida: los datos tienen más de ${MAX_INPUT_DEPTH} niveles de anidación.`,
  nulCharacter: 'La solicitud no es válida: el texto contiene un carácter nulo (\\u0000).',
  badEncoding: 'La solicitud no es válida: la dirección tiene una codificación incorrecta.',
} as const;

/** Input refused before any DTO transformation, recursive code or database call sees it (400). */
export class HostileInputError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = ErrorCode.VALIDATION;
  constructor(field: DomainErrorField) {
    super(field.message);
    this.fields.push(field);
  }
}

/**
 * The first reason to refuse a parsed value: nesting deeper than MAX_INPUT_DEPTH, or a NUL character in
 * any key or text (PostgreSQL refuses it in text). Walks with its own stack, so a value nested thousands
 * of levels deep is measured without recursion; it stops at the first finding.
 */
export function findHostileInput(value: unknown, root: string): DomainErrorField | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field: path, message: HostileInputMessage.nulCharacter };
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    if (depth + 1 > MAX_INPUT_DEPTH) return { field: path, message: HostileInputMessage.tooDeep };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: `${path}[${index}]`, depth: depth + 1 });
      }
      continue;
    }
    for (const key of Object.keys(current)) {
      const field = `${path}.${key.replaceAll('\u0000', '\\u0000')}`;
      if (key.includes('\u0000')) return { field, message: HostileInputMessage.nulCharacter };
      stack.push({ value: (current as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return null;
}

/** The first reason to refuse a request URL: a NUL (raw or %00) or a percent escape that does not decode. */
export function findHostileUrl(url: string): DomainErrorField | null {
  if (url.includes('\u0000') || /%00/i.test(url)) return { field: 'url', message: HostileInputMessage.nulCharacter };
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.includes('%')) {
    try {
      decodeURIComponent(path);
    } catch {
      return { field: 'url', message: HostileInputMessage.badEncoding };
    }
  }
  return null;
}

/**
 * Express middleware placed right after the body parsers: refuses a hostile URL, query or body with the
 * error envelope (400) before Nest's pipes, class-transformer or a query ever see it.
 */
export function hostileInputGuard() {
  return function hostileInputGuard(request: Request, _response: Response, next: NextFunction): void {
    const found =
      findHostileUrl(request.originalUrl ?? request.url ?? '') ??
      findHostileInput(request.query, 'query') ??
      (request.body === undefined ? null : findHostileInput(request.body, 'body'));
    next(found ? new HostileInputError(found) : undefined);
  };
}
