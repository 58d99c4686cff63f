import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { createValidationPipe, RequestValidationException, toFieldErrors } from '@lic/server-kernel';
import type { FieldError } from '@lic/shared-api-types';
import { checkBatchEvent } from './consumption-event-check';
import {
  consumptionBatchErrors,
  consumptionEventErrors,
  hasOnlyBatchFields,
  hasOnlyEventFields,
  validationSummary,
} from './consumption-event-rules';
import { ConsumptionBatchRequestDto } from './dto/consumption-batch.request.dto';
import { ConsumptionEventRequestDto } from './dto/consumption-event.request.dto';

/** What the global validation pipe answers for a body: null when it passes, else its summary and field errors. */
async function throughPipe(metatype: new () => object, body: unknown): Promise<{ summary: string; errors: FieldError[] } | null> {
  try {
    await createValidationPipe().transform(structuredClone(body), { type: 'body', metatype });
    return null;
  } catch (error) {
    if (!(error instanceof RequestValidationException)) throw error;
    return { summary: error.summary, errors: error.fieldErrors };
  }
}

function throughRules(errors: FieldError[]): { summary: string; errors: FieldError[] } | null {
  return errors.length === 0 ? null : { summary: validationSummary(errors), errors };
}

/** The batch event check as it was before the plain rules (the DTO per event). */
function dtoInvalidMessage(raw: object): string | undefined {
  const errors = validateSync(plainToInstance(ConsumptionEventRequestDto, raw), {
    whitelist: true,
    forbidNonWhitelisted: true,
    validationError: { target: false, value: false },
  });
  return errors.length === 0
    ? undefined
    : toFieldErrors(errors)
        .map((f) => `${f.field}: ${f.message}`)
        .join(' ');
}

const valid = {
  eventId: 'factura-FE-000123',
  appName: 'colfactura',
  documentType: 4,
  documentNumber: '900123456',
  featureCode: 'COLFACTURA_DOCUMENTO',
  quantity: 1,
  occurredAt: '2026-11-22T15:04:05Z',
};

const anyValue: unknown[] = [undefined, null, '', '   ', true, false, 0, -1, 1.5, [], ['x'], {}, { a: 1 }, 'texto', 7];
const valuesOf: Record<keyof typeof valid, unknown[]> = {
  eventId: [
    'a',
    'x'.repeat(100),
    'x'.repeat(101),
    '😀'.repeat(100),
    '😀'.repeat(101),
    ' a ',
    'e\u0301',
    '\u2764\ufe0f'.repeat(60),
    'a b',
    'pedido\tuno',
  ],
  appName: ['colfactura', 'colnomina', 'bemyself', 'COLFACTURA', 'license', 'colfactura '],
  documentType: [1, 4, 99, 100, 1e21, -0, 4.0001, '4', Number.MAX_SAFE_INTEGER + 2],
  documentNumber: ['900123456', 'A'.repeat(15), 'A'.repeat(16), '900-123', 'ñ12', '900123456\n', ' 9'],
  featureCode: ['COLFACTURA_DOCUMENTO', 'a.b-c_d', 'x'.repeat(50), 'x'.repeat(51), 'a b', 'á'],
  quantity: [1, 2, 1_000_000, 1_000_001, 2.5, '1', 1e6 + 0.5],
  occurredAt: [
    '2026-11-22T15:04:05Z',
    '2026-11-22T15:04:05.123Z',
    '2026-11-22T15:04:05-05:00',
    '2026-11-22T15:04:05+0500',
    '2026-11-22T15:04:05',
    '2026-11-22',
    '2026-02-30T10:00:00Z',
    '2026-11-22 15:04:05Z',
    '2026-11-22T25:04:05Z',
    'mañana',
    '2026-11-22T15:04:05z',
  ],
};

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function cases(count: number): Record<string, unknown>[] {
  const next = random(20261122);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const fields = Object.keys(valid) as (keyof typeof valid)[];
  const out: Record<string, unknown>[] = [{}, { ...valid }];
  for (const field of fields) {
    for (const value of [...valuesOf[field], ...anyValue]) out.push({ ...valid, [field]: value });
    const { [field]: _omitted, ...without } = valid;
    out.push(without);
  }
  for (let i = 0; i < count; i++) {
    const event: Record<string, unknown> = {};
    for (const field of fields) {
      const roll = next();
      if (roll < 0.1) continue;
      event[field] = roll < 0.55 ? valid[field] : roll < 0.85 ? pick(valuesOf[field]) : pick(anyValue);
    }
    out.push(event);
  }
  // JSON drops undefined values: the bodies the API gets never hold them.
  return out.map((event) => JSON.parse(JSON.stringify(event)) as Record<string, unknown>);
}

describe('consumption event rules (the DTOs as plain functions)', () => {
  const table = cases(1500);

  it('answer every event of the table as the validation pipe answers ConsumptionEventRequestDto', async () => {
    for (const event of table) {
      expect({ event, answer: throughRules(consumptionEventErrors(event)) }).toEqual({
        event,
        answer: await throughPipe(ConsumptionEventRequestDto, event),
      });
    }
  });

  it('check each event of a batch as the DTO did, with the same message', () => {
    for (const event of table) {
      expect({ event, invalidMessage: checkBatchEvent(event).invalidMessage }).toEqual({ event, invalidMessage: dtoInvalidMessage(event) });
    }
    expect(checkBatchEvent({ ...valid, extra: 1 }).invalidMessage).toBe(dtoInvalidMessage({ ...valid, extra: 1 }));
    expect(checkBatchEvent('x').invalidMessage).toBe('El evento no es válido.');
  });

  it('answer batch bodies as the validation pipe answers ConsumptionBatchRequestDto', async () => {
    const bodies: Record<string, unknown>[] = [
      {},
      { events: null },
      { events: '' },
      { events: 'x' },
      { events: 3 },
      { events: {} },
      { events: [] },
      { events: [valid] },
      { events: [1, 'x', null] },
      { events: Array.from({ length: 1000 }, () => valid) },
      { events: Array.from({ length: 1001 }, () => valid) },
    ];
    for (const body of bodies) {
      expect({ body: JSON.stringify(body).slice(0, 40), answer: throughRules(consumptionBatchErrors(body)) }).toEqual({
        body: JSON.stringify(body).slice(0, 40),
        answer: await throughPipe(ConsumptionBatchRequestDto, body),
      });
    }
  });

  it('tell bodies with only known fields from the rest (which take the DTO path)', () => {
    expect(hasOnlyEventFields(valid)).toBe(true);
    expect(hasOnlyEventFields({ eventId: 'x' })).toBe(true);
    expect(hasOnlyEventFields({ ...valid, extra: 1 })).toBe(false);
    expect(hasOnlyEventFields(JSON.parse('{"__proto__": {"a": 1}}') as object)).toBe(false);
    expect(hasOnlyEventFields(JSON.parse('{"constructor": 1}') as object)).toBe(false);
    expect(hasOnlyBatchFields({ events: [] })).toBe(true);
    expect(hasOnlyBatchFields({})).toBe(true);
    expect(hasOnlyBatchFields({ events: [], more: 1 })).toBe(false);
  });
});
