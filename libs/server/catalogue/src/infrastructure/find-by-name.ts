import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';

/** Escapes the LIKE wildcards of a user text, so $ilike compares it literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The record whose text field equals the given one without regard to case, or null. */
export async function findByNameIgnoringCase<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  field: keyof T & string,
  value: string,
): Promise<T | null> {
  return em.findOne(entity, { [field]: { $ilike: likeLiteral(value.trim()) } } as never);
}
