import { BigIntType } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';

/** Staff are warned when a range is 90 % used or 30 days from its end (decision 0051). */
export const RANGE_WARNING_RATIO = 0.9;
export const EXPIRY_WARNING_DAYS = 30;

/**
 * A numbering resolution DIAN granted (número, prefijo, rango, vigencia, clave técnica). The technical key
 * is kept sealed (AES-256-GCM with INVOICING_SECRET_KEY) and never shown again. nextNumber is the next
 * consecutive to give: it moves only in the transaction that stores the invoice, under this row's lock.
 */
@Entity({ schema: 'invoicing', tableName: 'numbering_resolution' })
@Unique({ name: 'numbering_resolution_number_prefix_key', properties: ['resolutionNumber', 'prefix'] })
export class NumberingResolution extends AuditedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 40 })
  resolutionNumber!: string;

  @Property({ type: 'string', length: 4 })
  prefix!: string;

  @Property({ type: new BigIntType('number') })
  rangeFrom!: number;

  @Property({ type: new BigIntType('number') })
  rangeTo!: number;

  @Property({ type: 'date' })
  validFrom!: string;

  @Property({ type: 'date' })
  validTo!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  technicalKeyCiphertext!: string;

  @Property({ type: new BigIntType('number') })
  nextNumber!: number;
}

export interface ResolutionUsage {
  used: number;
  size: number;
  daysLeft: number;
  warnings: string[];
}

/** How much of a range is used and the staff's warnings (90 % of the range, 30 days before its end). */
export function usageOf(
  resolution: { rangeFrom: number; rangeTo: number; nextNumber: number; validTo: string; prefix: string },
  today: string,
): ResolutionUsage {
  const size = Number(resolution.rangeTo) - Number(resolution.rangeFrom) + 1;
  const used = Number(resolution.nextNumber) - Number(resolution.rangeFrom);
  const daysLeft = Math.round((Date.parse(`${resolution.validTo}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const warnings: string[] = [];
  if (used >= size) warnings.push('El rango de numeración está agotado.');
  else if (used >= Math.ceil(size * RANGE_WARNING_RATIO))
    warnings.push(`Se ha usado el ${Math.floor((used * 100) / size)} % del rango de numeración.`);
  if (daysLeft < 0) warnings.push('La resolución está vencida.');
  else if (daysLeft <= EXPIRY_WARNING_DAYS) warnings.push(`La resolución vence en ${daysLeft} días.`);
  return { used, size, daysLeft, warnings };
}
