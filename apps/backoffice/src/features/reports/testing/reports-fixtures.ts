import type { ConsumptionReport, ReportFeatureOption, ReportLink } from '@lic/shared-api-types';

export const reportLinks = (overrides: Partial<Record<ReportLink['key'], Partial<ReportLink>>> = {}): ReportLink[] =>
  (
    [
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
    ] satisfies ReportLink[]
  ).map((link) => ({ ...link, ...overrides[link.key] }));

export const consumptionReport = (overrides: Partial<ConsumptionReport> = {}): ConsumptionReport => ({
  reportType: 'GeneralConsumptionReport',
  title: 'Reporte general de consumo',
  documentType: 4,
  documentNumber: '900123456',
  customerName: 'Comercializadora Andina S.A.S.',
  from: '2025-12-02',
  to: '2026-03-01',
  days: [
    { day: '2025-12-02', featureCode: 'COLFACTURA_DOCUMENTO', featureName: 'Documentos electrónicos', quantity: 7 },
    { day: '2026-02-28', featureCode: 'COLFACTURA_DOCUMENTO', featureName: 'Documentos electrónicos', quantity: 1500 },
    { day: '2026-02-28', featureCode: 'COLFACTURA_USUARIO', featureName: 'Usuarios adicionales', quantity: 2 },
  ],
  totals: [
    { featureCode: 'COLFACTURA_DOCUMENTO', featureName: 'Documentos electrónicos', quantity: 1507 },
    { featureCode: 'COLFACTURA_USUARIO', featureName: 'Usuarios adicionales', quantity: 2 },
  ],
  ...overrides,
});

export const reportFeatures: ReportFeatureOption[] = [
  { serviceName: 'COLFACTURA', featureCode: 'COLFACTURA_DOCUMENTO', featureName: 'Documentos electrónicos' },
  { serviceName: 'COLNOMINA', featureCode: 'COLNOMINA_EMPLEADO', featureName: 'Empleados' },
];
