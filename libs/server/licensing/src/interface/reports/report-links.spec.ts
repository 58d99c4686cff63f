import { describe, expect, it } from '@jest/globals';
import { reportLinks } from './report-links';

describe('reportLinks', () => {
  it('opens the built-in reports by default, in the order of the cards', () => {
    expect(reportLinks({})).toEqual([
      {
        key: 'services',
        title: 'Gestión Servicios',
        url: '/admin/license/reports/reportView?reportType=GeneralConsumptionReport',
        external: false,
      },
      {
        key: 'customerSupport',
        title: 'Soporte por Cliente',
        url: '/admin/license/reports/reportView?reportType=GeneralConsumptionReport&askCustomer=true',
        external: false,
      },
      {
        key: 'promotionCodes',
        title: 'Códigos Promocionales',
        url: '/admin/license/reports/reportView?reportType=PromotionCodeReport',
        external: false,
      },
      {
        key: 'consumption',
        title: 'Reporte de Consumo',
        url: '/admin/license/reports/reportView?reportType=KibanaConsumptionReport',
        external: false,
      },
    ]);
  });

  it('uses a configured external URL for its card only', () => {
    const links = reportLinks({ consumption: 'https://kibana.example.com/app/dashboards#/view/consumo' });
    expect(links[3]).toEqual({
      key: 'consumption',
      title: 'Reporte de Consumo',
      url: 'https://kibana.example.com/app/dashboards#/view/consumo',
      external: true,
    });
    expect(links.slice(0, 3).every((link) => !link.external)).toBe(true);
  });
});
