import { describe, expect, it } from '@jest/globals';
import { showTotalOf } from './table-pagination';
import { TABLE_COUNTS } from './table-counts.messages';

describe('showTotalOf', () => {
  it('names what the list counts, in Spanish, never "artículos"', () => {
    expect(showTotalOf(TABLE_COUNTS.companies)(35, [1, 10])).toBe('1-10 de 35 empresas');
    expect(showTotalOf(TABLE_COUNTS.companies)(1, [1, 1])).toBe('1-1 de 1 empresa');
    expect(showTotalOf(TABLE_COUNTS.packages)(1000, [991, 1000])).toBe('991-1000 de 1.000 paquetes');
    for (const noun of Object.values(TABLE_COUNTS)) expect(showTotalOf(noun)(2, [1, 2])).not.toMatch(/art[ií]culo/);
  });
});
