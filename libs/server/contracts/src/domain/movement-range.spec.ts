import { describe, expect, it } from '@jest/globals';
import { movementRange } from './movement-range';

describe('movementRange', () => {
  const now = new Date('2026-11-22T15:00:00Z');

  it('defaults to the first of the Bogotá month through today, end exclusive', () => {
    expect(movementRange(now)).toEqual({ from: new Date('2026-11-01T05:00:00Z'), to: new Date('2026-11-23T05:00:00Z') });
  });

  it('takes the given days and refuses a backwards range', () => {
    expect(movementRange(now, '2026-10-05', '2026-10-31')).toEqual({
      from: new Date('2026-10-05T05:00:00Z'),
      to: new Date('2026-11-01T05:00:00Z'),
    });
    expect(movementRange(now, '2026-11-02', '2026-11-01')).toBeNull();
  });

  it('uses the Bogotá day late in the UTC evening', () => {
    expect(movementRange(new Date('2026-12-01T03:00:00Z'))?.from).toEqual(new Date('2026-11-01T05:00:00Z'));
  });
});
