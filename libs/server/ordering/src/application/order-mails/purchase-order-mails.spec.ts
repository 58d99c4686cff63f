import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { ConsentRecord } from '../../domain/consent-record';
import { PurchaseOrder } from '../../domain/purchase-order.entity';
import { PurchaseOrderLine } from '../../domain/purchase-order-line.entity';
import { cashOrderMail } from './purchase-order-mails';

// Collections need the entity metadata; discovery alone gives it, no database is reached.
let orm: MikroORM;
beforeAll(() => {
  orm = new MikroORM({ clientUrl: 'postgres://unused@127.0.0.1:1/unused', entities: [PurchaseOrder, PurchaseOrderLine] });
});
afterAll(async () => {
  await orm.close();
});

const customer: PurchaseCustomer = {
  personType: 'N',
  documentTypeId: 1,
  documentNumber: '80123456',
  firstName: 'Ana María',
  lastName: 'Pérez Núñez',
  cellphoneNumber: '3104567890',
  email: 'ana.perez@example.com',
  fulladdress: 'Calle 1 # 2-3',
  departmentId: 11,
  cityId: 11001,
};
const now = new Date('2026-11-22T15:00:00Z');

function cashOrder(): PurchaseOrder {
  return PurchaseOrder.registerPurchase({
    submissionId: '9c1c0a3e-1111-4a7e-8a4c-000000000002',
    paymentReference: 'LIC-2026-000042',
    appName: 'colfactura',
    serviceName: 'COLFACTURA',
    customers: { billingCustomerId: 'b', serviceCustomerId: 's', billing: customer, service: customer },
    lines: [
      {
        pkg: {
          packageId: 7,
          packageCode: 'COLFAC-PYME',
          packageName: 'Plan Pyme (facturación electrónica)',
          packageTypeCode: 'BAS',
          unitPrice: 890_000,
          validityTypeId: 'A',
          validityPeriod: 1,
        },
        pricing: { quantity: 1, base: 747_899.16, discount: 0, newBase: 747_899.16, taxiva: 19, ivaValue: 142_100.84, total: 890_000 },
      },
    ],
    totals: { subTotal: 747_899.16, totalDiscount: 0, taxIva: 142_100.84, total: 890_000 },
    promotionCode: null,
    consent: ConsentRecord.of({ policyUrl: 'https://p', termsUrl: 'https://t', acceptedAt: now, ip: '127.0.0.1' }),
    userName: null,
    now,
    paymentMethod: 'EFECTIVO',
    paymentGateway: null,
    additionalInfo: null,
    hadActiveAccount: false,
  });
}

describe('cashOrderMail', () => {
  it('attaches the printable order as a PDF with the lines, totals, payment reference and instructions', () => {
    const mail = cashOrderMail(cashOrder(), 'Colfactura', 'ana.perez@example.com');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'orden-de-pedido-LIC-2026-000042.pdf', contentType: 'application/pdf' });
    const pdf = attachment.content.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const text of [
      '(Orden de pedido LIC-2026-000042)',
      '(LIC-2026-000042)',
      '(Colfactura)',
      '(Fecha: 22/11/2026)',
      '(Plan Pyme \\(facturaci\\363n electr\\363nica\\))',
      '(Total a pagar)',
      '($ 890.000)',
      '($ 142.100,84)',
      '(Cliente: Ana Mar\\355a P\\351rez N\\372\\361ez)',
      '(Instrucciones de pago)',
    ]) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toMatch(/\(Imprime esta orden y paga el total/);
  });
});
