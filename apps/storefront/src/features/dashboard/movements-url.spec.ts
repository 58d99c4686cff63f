import { describe, expect, it } from '@jest/globals';
import { monthToDate, movementsUrl } from './movements-url';

const target = {
  customer: { documentType: 4, documentNumber: '900123456' },
  serviceName: 'COLFACTURA',
  serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
  supervised: false,
};
// 1 December 2026, 02:00 UTC: still 30 November in Bogotá.
const now = new Date('2026-12-01T02:00:00Z');

describe('monthToDate', () => {
  it('runs from the first of the month to today in Bogotá', () => {
    expect(monthToDate(now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthToDate(new Date('2026-12-01T06:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });
});

describe('movementsUrl', () => {
  it('opens the storefront movements page of the month without a template', () => {
    expect(movementsUrl(target, null, now)).toBe(
      '/dashboard/movimientos?serviceName=COLFACTURA&serviceFeatureCode=COLFACTURA_DOCUMENTO&supervised=false&from=2026-11-01&to=2026-11-30',
    );
    expect(movementsUrl(target, '  ', now)).toMatch(/^\/dashboard\/movimientos\?/);
  });

  it('fills every placeholder of the external template, encoded', () => {
    const template =
      'https://reportes.example.com/movimientos?desde={startDate}&hasta={endDate}&tipo={documentType}&doc={documentNumber}' +
      '&producto={productName}&caracteristica={serviceFeatureCode}&supervisado={supervised}&otra={startDate}';

    expect(movementsUrl({ ...target, serviceName: 'FIRMA YA', supervised: true }, template, now)).toBe(
      'https://reportes.example.com/movimientos?desde=2026-11-01&hasta=2026-11-30&tipo=4&doc=900123456' +
        '&producto=FIRMA%20YA&caracteristica=COLFACTURA_DOCUMENTO&supervisado=true&otra=2026-11-01',
    );
  });
});
