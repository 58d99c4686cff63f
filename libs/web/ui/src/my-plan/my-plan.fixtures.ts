import type { MyPlanFeature, MyPlanRecord } from '@lic/shared-api-types';

/** A transactional feature of a plan with plausible figures: 1.000 bought, 870 used. */
export function planFeatureOf(featureCode: string, featureAlias: string, overrides: Partial<MyPlanFeature> = {}): MyPlanFeature {
  return {
    featureCode,
    featureAlias,
    logoType: '',
    quantityTxLabel: '1.000',
    amountBalanceTxLabel: '130',
    quantityAddLabel: '870',
    quantityTx: 1000,
    amountBalanceTx: 130,
    quantityUsed: 870,
    isUnlimited: false,
    featureCategoryType: 'T',
    ...overrides,
  };
}

/** The demo customer's colfactura plan: a base plan and a complementary package near its end. */
export function samplePlanRecord(overrides: Partial<MyPlanRecord> = {}): MyPlanRecord {
  return {
    serviceName: 'COLFACTURA',
    serviceNameDescription: 'Facturación electrónica validada por la DIAN.',
    packageName: 'Plan Emprendedor',
    expirationDate: '2027-03-01T04:59:59.000Z',
    packagesFeatures: [
      planFeatureOf('COLFACTURA_DOCUMENTO', 'Documentos', { logoType: 'FileTextOutlined' }),
      planFeatureOf('COLFACTURA_USUARIO', 'Usuarios', {
        quantityTxLabel: 'Ilimitadas',
        amountBalanceTxLabel: 'Ilimitadas',
        quantityAddLabel: '4',
        quantityTx: null,
        amountBalanceTx: null,
        quantityUsed: 4,
        isUnlimited: true,
      }),
    ],
    isSuspended: false,
    packagesActiveInfo: [
      {
        packageCode: 'EMPRENDEDOR',
        packageType: 'BAS',
        packageName: 'Plan Emprendedor',
        effectiveDate: '2026-03-01T05:00:00.000Z',
        expirationDate: '2027-03-01T04:59:59.000Z',
        isNearToExpire: false,
        isSuspended: false,
        suspendedOn: null,
      },
      {
        packageCode: 'DOC500',
        packageType: 'CMP',
        packageName: 'Paquete 500 documentos',
        effectiveDate: '2025-12-15T05:00:00.000Z',
        expirationDate: '2026-12-15T04:59:59.000Z',
        isNearToExpire: true,
        isSuspended: false,
        suspendedOn: null,
      },
    ],
    ...overrides,
  };
}

/** The sample plan after its payment was reversed: the base plan suspended, the complementary package in force. */
export function suspendedPlanRecord(): MyPlanRecord {
  const record = samplePlanRecord();
  return {
    ...record,
    isSuspended: true,
    packagesActiveInfo: record.packagesActiveInfo.map((pkg) =>
      pkg.packageType === 'BAS' ? { ...pkg, isSuspended: true, suspendedOn: '2026-11-20T15:00:00.000Z' } : pkg,
    ),
  };
}
