import { describe, expect, it } from '@jest/globals';
import { chartPoints } from './report-series';
import { consumptionReport } from './testing/reports-fixtures';

describe('chartPoints', () => {
  it('has every day of the range for every feature, zero where nothing was consumed', () => {
    const points = chartPoints(consumptionReport());
    expect(points).toHaveLength(90 * 2);
    expect(points.slice(0, 2)).toEqual([
      { day: '2025-12-02', feature: 'Documentos electrónicos', quantity: 7 },
      { day: '2025-12-02', feature: 'Usuarios adicionales', quantity: 0 },
    ]);
    expect(points.filter((point) => point.quantity > 0)).toEqual([
      { day: '2025-12-02', feature: 'Documentos electrónicos', quantity: 7 },
      { day: '2026-02-28', feature: 'Documentos electrónicos', quantity: 1500 },
      { day: '2026-02-28', feature: 'Usuarios adicionales', quantity: 2 },
    ]);
  });
});
