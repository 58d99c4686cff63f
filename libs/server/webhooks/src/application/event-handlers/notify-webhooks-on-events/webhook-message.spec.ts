import { describe, expect, it } from '@jest/globals';
import {
  BalanceExhaustedEvent,
  BalanceLowEvent,
  LicenceIssuedEvent,
  LicenceReactivatedEvent,
  LicenceSuspendedEvent,
} from '@lic/server-licensing-api';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import { bodyOf, eventIdOf, webhookMessageOf } from './webhook-message';

const on = new Date('2026-11-27T10:00:00.000Z');

describe('the webhook message of each event', () => {
  it('licence.issued / suspended / reactivated carry the document, the order and the plans', () => {
    const issued = webhookMessageOf(
      new LicenceIssuedEvent('order-1', 'cust-1', 4, '900123456', 'colfactura', 'COLFACTURA', [7, 8], on),
      'licensing.licence-issued',
    );
    expect(issued).toMatchObject({
      type: 'licence.issued',
      appName: 'colfactura',
      data: { documentTypeId: 4, documentNumber: '900123456', orderId: 'order-1', planIds: [7, 8], serviceName: 'COLFACTURA' },
    });
    const suspended = webhookMessageOf(
      new LicenceSuspendedEvent('order-1', 'cust-1', 4, '900123456', 'colfactura', 'COLFACTURA', [7], 'Pago reversado', on),
      'licensing.licence-suspended',
    );
    expect(suspended).toMatchObject({ type: 'licence.suspended', data: { reason: 'Pago reversado', documentNumber: '900123456' } });
    const reactivated = webhookMessageOf(
      new LicenceReactivatedEvent('order-1', 'c', 4, '900123456', 'colnomina', 'COLNOMINA', [9], 'superadmin', on),
      'licensing.licence-reactivated',
    );
    expect(reactivated).toMatchObject({ type: 'licence.reactivated', appName: 'colnomina', data: { orderId: 'order-1', planIds: [9] } });
  });

  it('balance.low / exhausted carry the feature, total, used and available, for the app of the service', () => {
    const low = webhookMessageOf(
      new BalanceLowEvent('b1', '12', 4, '900123456', 'COLFACTURA', 'COLFACTURA_DOCUMENTO', 'Documentos', 100, 85, on),
      'licensing.BalanceLow',
    );
    expect(low).toMatchObject({
      type: 'balance.low',
      appName: 'colfactura',
      data: {
        documentTypeId: 4,
        documentNumber: '900123456',
        featureCode: 'COLFACTURA_DOCUMENTO',
        total: 100,
        used: 85,
        available: 15,
        planId: 12,
      },
    });
    const exhausted = webhookMessageOf(
      new BalanceExhaustedEvent('b1', '12', 4, '900123456', 'COLFACTURA', 'COLFACTURA_DOCUMENTO', 'Documentos', 100, 100, on),
      'licensing.BalanceExhausted',
    );
    expect(exhausted).toMatchObject({ type: 'balance.exhausted', data: { available: 0 } });
  });

  it('contract.created carries the contract number and its lines', () => {
    const created = webhookMessageOf(
      new ContractCreatedEvent({
        contractId: 1,
        contractNumber: 'CV-2026-001',
        serviceName: 'COLNOMINA',
        contractStartDate: on,
        contractEndDate: on,
        customerId: 'c',
        customerName: 'Transportes S.A.S.',
        documentTypeId: 4,
        documentNumber: '901234567',
        lines: [
          {
            lineId: 1,
            packageCode: 'COLNOM-BASICO',
            quantity: 10,
            isUnlimited: false,
            validityTypeId: 'A',
            validityAmount: 1,
            deviceType: null,
            credentialsDeliveryType: null,
            reassignmentQuota: null,
            identifierCode: 'x',
          },
        ],
        createdBy: 'financiero',
        createdOn: on,
      }),
      'contracts.contract-created',
    );
    expect(created).toMatchObject({
      type: 'contract.created',
      appName: 'colnomina',
      data: { contractNumber: 'CV-2026-001', documentNumber: '901234567', lines: [{ packageCode: 'COLNOM-BASICO', quantity: 10 }] },
    });
    expect(JSON.parse(bodyOf(created!))).toEqual({
      id: created!.id,
      type: 'contract.created',
      createdAt: on.toISOString(),
      data: created!.data,
    });
  });

  it('gives the same event the same id, and another event another id', () => {
    const a = new LicenceIssuedEvent('order-1', 'c', 4, '9', 'colfactura', 'COLFACTURA', [1], on);
    const b = new LicenceIssuedEvent('order-2', 'c', 4, '9', 'colfactura', 'COLFACTURA', [1], on);
    expect(eventIdOf('licensing.licence-issued', a)).toBe(eventIdOf('licensing.licence-issued', { ...a }));
    expect(eventIdOf('licensing.licence-issued', a)).not.toBe(eventIdOf('licensing.licence-issued', b));
    expect(eventIdOf('licensing.licence-issued', a)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
