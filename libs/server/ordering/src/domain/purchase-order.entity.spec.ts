import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { ConsentRecord } from './consent-record';
import { PurchaseOrder } from './purchase-order.entity';
import { PurchaseOrderLine } from './purchase-order-line.entity';
import { PurchaseOrderState } from './purchase-order-state';

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
  firstName: 'Ana',
  lastName: 'Pérez',
  cellphoneNumber: '3104567890',
  email: 'ana.perez@example.com',
  fulladdress: 'Calle 1 # 2-3',
  departmentId: 11,
  cityId: 11001,
};
const now = new Date('2026-11-22T15:00:00Z');
const base = {
  submissionId: '9c1c0a3e-1111-4a7e-8a4c-000000000001',
  paymentReference: 'LIC-2026-000001',
  appName: 'firmaya',
  serviceName: 'FIRMAYA',
  customers: { billingCustomerId: 'b', serviceCustomerId: 's', billing: customer, service: customer },
  lines: [
    {
      pkg: {
        packageId: 1,
        packageCode: 'FIRMAYA-50',
        packageName: 'Firmaya 50 firmas',
        packageTypeCode: 'BAS',
        unitPrice: 150_000,
        validityTypeId: 'A',
        validityPeriod: 1,
      },
      pricing: { quantity: 1, base: 126_050.42, discount: 0, newBase: 126_050.42, taxiva: 19, ivaValue: 23_949.58, total: 150_000 },
    },
  ],
  totals: { subTotal: 126_050.42, totalDiscount: 0, taxIva: 23_949.58, total: 150_000 },
  promotionCode: null,
  consent: ConsentRecord.of({ policyUrl: 'https://p', termsUrl: 'https://t', acceptedAt: now, ip: '127.0.0.1' }),
  userName: null,
  now,
};

describe('PurchaseOrder', () => {
  it('registers a cash purchase pending (5, WR12), then approves it once', () => {
    const order = PurchaseOrder.registerPurchase({
      ...base,
      paymentMethod: 'EFECTIVO',
      paymentGateway: null,
      additionalInfo: null,
      hadActiveAccount: false,
    });
    expect(order.state).toBe(PurchaseOrderState.PENDING_CASH);
    expect(order.registrationCode).toBe('WR12');
    expect(order.effectiveOn).toBeUndefined();
    expect(order.lines.getItems().map((line) => [line.lineNumber, line.packageCode, line.isBase, line.isFree])).toEqual([
      [1, 'FIRMAYA-50', true, false],
    ]);
    order.approve(now);
    expect(order.state).toBe(PurchaseOrderState.APPROVED);
    expect(order.effectiveOn).toEqual(now);
    expect(() => order.reject()).toThrow('no puede pasar');
  });

  it('activates a free purchase at once: OK15, or OK16 for an existing account', () => {
    const order = PurchaseOrder.registerPurchase({
      ...base,
      paymentMethod: 'SIN_PAGO',
      paymentGateway: null,
      additionalInfo: null,
      hadActiveAccount: true,
    });
    expect(order.state).toBe(PurchaseOrderState.ACTIVATED);
    expect(order.registrationCode).toBe('OK16');
    expect(order.effectiveOn).toEqual(now);
    const event = order.registeredEvent(now);
    expect(event).toMatchObject({ referenceUuid: order.id, paymentMethod: 'SIN_PAGO', state: 8, total: 150_000, serviceCustomerId: 's' });
    expect(event.lines).toHaveLength(1);
  });

  it('activates a trial once, only before its link expires', () => {
    const expires = new Date(now.getTime() + 24 * 3_600_000);
    const trial = () => PurchaseOrder.registerTrial({ ...base, activationTokenHash: 'h'.repeat(64), activationExpiresOn: expires });
    const late = trial();
    expect(late.state).toBe(PurchaseOrderState.PENDING_ACTIVATION);
    expect(late.isAwaitingActivation(now)).toBe(true);
    expect(late.activateTrial(expires)).toBe('expired');
    expect(late.state).toBe(PurchaseOrderState.PENDING_ACTIVATION);

    const onTime = trial();
    expect(onTime.activateTrial(now)).toBe('activated');
    expect(onTime.state).toBe(PurchaseOrderState.ACTIVATED);
    expect(onTime.activateTrial(now)).toBe('used');
    expect(onTime.isAwaitingActivation(now)).toBe(false);
  });
});
