import { describe, expect, it } from '@jest/globals';
import { PurchaseSummary } from './purchase-summary.entity';
import { summaryOrderOf } from './summary-order';

function summary(personType: string | null): PurchaseSummary {
  return PurchaseSummary.of({
    referenceUuid: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d',
    paymentReference: 'LIC-2026-000001',
    appName: 'colfactura',
    paymentMethod: 'EFECTIVO',
    lines: [
      { packageId: 1, packageName: 'Plan Pyme', quantity: 2, unitPrice: 100_000, discount: 20_000, taxIva: 19, subTotal: 200_000 },
      { packageId: 2, packageName: 'Soporte', quantity: 1, unitPrice: 50_000, discount: 0, taxIva: 0, subTotal: 50_000 },
    ],
    subTotal: 250_000,
    totalDiscount: 20_000,
    taxIva: 34_200,
    total: 264_200,
    customers: {
      billing: { personType, documentTypeId: 4, documentNumber: '900123456', email: 'pagos@empresa.com.co' },
      service: { documentTypeId: 1, documentNumber: '80123456', email: 'ana@empresa.com.co', name: 'Ana Pérez' },
    },
    registeredOn: new Date('2026-11-22T15:00:00Z'),
  });
}

describe('summaryOrderOf', () => {
  it('lists the lines and totals as sold, with no withholdings by default', () => {
    expect(summaryOrderOf(summary('J'), { paymentSupport: 'pago.pdf', rut: null })).toEqual({
      summaryPackages: [
        { packageId: 1, packageName: 'Plan Pyme', quantity: 2, unitPrice: 100_000, discount: 20_000, taxIva: 19, subTotal: 200_000 },
        { packageId: 2, packageName: 'Soporte', quantity: 1, unitPrice: 50_000, discount: 0, taxIva: 0, subTotal: 50_000 },
      ],
      subTotal: 250_000,
      totalDiscount: 20_000,
      taxIva: 34_200,
      retefuente: 0,
      reteiva: 0,
      reteica: 0,
      totalTaxDiscount: 0,
      totalPurchase: 264_200,
      fileNamePaymentSupport: 'pago.pdf',
      fileNamePaymentRUT: null,
    });
  });

  it('takes configured withholdings, in whole pesos, off the total of a legal-person payer only', () => {
    const rates = { retefuente: 2.5, reteiva: 15, reteica: 0.966 };
    const company = summaryOrderOf(summary('J'), { paymentSupport: null, rut: 'rut.pdf' }, rates);
    expect(company).toMatchObject({
      retefuente: 5_750,
      reteiva: 5_130,
      reteica: 2_222,
      totalTaxDiscount: 13_102,
      totalPurchase: 251_098,
    });
    const person = summaryOrderOf(summary('N'), { paymentSupport: null, rut: null }, rates);
    expect(person).toMatchObject({ retefuente: 0, reteiva: 0, reteica: 0, totalTaxDiscount: 0, totalPurchase: 264_200 });
  });
});

describe('PurchaseSummary', () => {
  it('names its payer and licence holder by document, and mails each address once', () => {
    const kept = summary('J');
    expect(kept.names({ documentTypeId: 4, documentNumber: '900123456' })).toBe(true);
    expect(kept.names({ documentTypeId: null, documentNumber: '80123456' })).toBe(true);
    expect(kept.names({ documentTypeId: 4, documentNumber: '80123456' })).toBe(false);
    expect(kept.names({ documentTypeId: 1, documentNumber: '999' })).toBe(false);
    expect(kept.recipients).toEqual(['ana@empresa.com.co', 'pagos@empresa.com.co']);
  });
});
