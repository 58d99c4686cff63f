import type { ContractPackageDetail, DashboardEntry, DashboardMovement } from '@lic/shared-api-types';

/** A company with a counted service product and a device-based one (stories and specs). */
export const DASHBOARD_ENTRIES: DashboardEntry[] = [
  {
    serviceName: 'COLFACTURA',
    name: 'Colfactura',
    requiresSupervision: false,
    contractedServices: [
      { packageCode: 'CF-CONV-DOC', packageDescription: 'Documentos electrónicos convenio' },
      { packageCode: 'CF-CONV-ILIM', packageDescription: 'Documentos ilimitados convenio' },
    ],
  },
  {
    serviceName: 'FIRMAYA',
    name: 'Firmaya',
    requiresSupervision: true,
    contractedServices: [{ packageCode: 'FY-CONV-TOKEN', packageDescription: 'Firma en token' }],
  },
];

export const COUNTED_PACKAGE_DETAIL: ContractPackageDetail = {
  contractPackageId: 1,
  quantityAccumulated: 15000,
  balanceAccumulated: 12750,
  usedAccumulated: 2250,
  isUnlimited: false,
  serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
  contractServiceDetail: [
    {
      contractNumber: 'CONV-2026-001',
      effectiveDate: '2026-01-15T05:00:00Z',
      expirationDate: '2027-01-15T04:59:59Z',
      totalAmmount: 10000,
      totalBalance: 8000,
      totalUsed: 2000,
      isUnlimited: false,
    },
    {
      contractNumber: 'CONV-2026-014',
      effectiveDate: '2026-06-01T05:00:00Z',
      expirationDate: '2026-12-01T04:59:59Z',
      totalAmmount: 5000,
      totalBalance: 4750,
      totalUsed: 250,
      isUnlimited: false,
    },
  ],
  plansConsumedFirst: [],
};

/** The counted package while a store plan of the same feature, expiring earlier, is consumed first. */
export const PACKAGE_DETAIL_AFTER_A_PLAN: ContractPackageDetail = {
  ...COUNTED_PACKAGE_DETAIL,
  plansConsumedFirst: [{ packageName: 'Plan Pyme', expirationDate: '2026-12-20T04:59:59Z', available: 78, isUnlimited: false }],
};

export const UNLIMITED_PACKAGE_DETAIL: ContractPackageDetail = {
  contractPackageId: 2,
  quantityAccumulated: 0,
  balanceAccumulated: 0,
  usedAccumulated: 1320,
  isUnlimited: true,
  serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
  contractServiceDetail: [
    {
      contractNumber: 'CONV-2026-020',
      effectiveDate: '2026-03-01T05:00:00Z',
      expirationDate: '2028-03-01T04:59:59Z',
      totalAmmount: 0,
      totalBalance: 0,
      totalUsed: 1320,
      isUnlimited: true,
    },
  ],
  plansConsumedFirst: [],
};

export const DASHBOARD_MOVEMENTS: DashboardMovement[] = [
  { eventId: 'evt-1', appName: 'colfactura', featureCode: 'COLFACTURA_DOCUMENTO', quantity: 1200, occurredAt: '2026-11-03T14:12:00Z' },
  { eventId: 'evt-2', appName: 'colfactura', featureCode: 'COLFACTURA_DOCUMENTO', quantity: 5, occurredAt: '2026-11-10T20:45:30Z' },
  { eventId: 'evt-3', appName: 'colfactura', featureCode: 'COLFACTURA_DOCUMENTO', quantity: 40, occurredAt: '2026-11-07T09:01:00Z' },
];
