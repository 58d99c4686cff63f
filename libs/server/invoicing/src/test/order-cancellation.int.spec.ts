import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EventBus } from '@nestjs/cqrs';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { DocumentIssuer } from '../application/document-issuer';
import { verifyUblSignature } from '../infrastructure/signing/xades-signer';
import { buyAndPay, eventually, packageIds, rows } from './invoicing-test-kit';
import type { ElectronicDocumentView } from '@lic/shared-api-types';

const INVOICES = '/license/api/invoices';
const RESOLUTIONS = '/license/api/invoicing/resolutions';
const CANCEL = '/license/api/PurchaseOrder/CancelPurchaseOrder';
const DETAIL = '/license/api/PurchaseOrder/GetPurchaseOrderDetail';

/** A document as GET /license/api/invoices answers it. */
type DocumentRow = ElectronicDocumentView;

jest.setTimeout(180_000);

describe('"Anular orden": staff cancel a paid order, its licences are suspended and its invoice credited (decision 0066)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let finance: string;
  let superadmin: string;
  let readOnlyFinance: string;
  let commercial: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { INVOICING_VALIDATE_SCHEMAS: 'false' } });
    ids = await packageIds(t);
    finance = await t.staffToken(['LICFINANCIERO'], 'laura.finanzas');
    superadmin = await t.staffToken(['SUPERADMIN']);
    readOnlyFinance = await t.staffToken(['LICFINANCIEROCONSULTA']);
    commercial = await t.staffToken(['LICENSECOMERCIAL']);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  const documentsOf = async (referenceUuid: string) =>
    (await t.http().get(INVOICES).query({ order: referenceUuid }).set('authorization', `Bearer ${finance}`).expect(200)).body.result
      .records as DocumentRow[];
  const stateOf = async (referenceUuid: string) =>
    (await rows<{ state: number }>(t, 'select state from ordering.purchase_order where id = ?', [referenceUuid]))[0].state;
  const plansOf = (referenceUuid: string) =>
    rows<{ suspended_on: Date | null; suspension_reason: string | null }>(
      t,
      'select suspended_on, suspension_reason from licensing.licence_plan where reference_uuid = ?',
      [referenceUuid],
    );
  const cancelledEvents = async (referenceUuid: string) =>
    rows(
      t,
      `select id from kernel.outbox_message where event_name = 'ordering.purchase-order-cancelled' and payload->>'referenceUuid' = ?`,
      [referenceUuid],
    );

  let waitingOrderRef: string;

  it('a payment reversed while its invoice waits for a numbering range cancels the invoice instead of waiting for a range to credit it', async () => {
    const order = await buyAndPay(t, ids['FIRMAYA-50']);
    await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'EN_ESPERA',
    );
    const event = new PaymentReversedEvent({
      paymentId: order.paymentId,
      referenceUuid: order.referenceUuid,
      paymentReference: order.paymentReference,
      appName: 'firmaya',
      method: 'EN_LINEA',
      gateway: 'SANDBOX',
      amount: order.total,
      currency: 'COP',
      reversedAt: new Date(),
      gatewayTransactionId: 'tx-espera',
      reason: 'Contracargo',
    });
    t.app.get(EventBus).publish(event);
    t.app.get(EventBus).publish(event);
    const documents = await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'ANULADA',
    );
    expect(documents).toEqual([
      expect.objectContaining({ kind: 'INVOICE', status: 'ANULADA', number: null, reason: 'Pago reversado por la pasarela (Contracargo)' }),
    ]);
  });

  it('cancels the invoice still waiting for a numbering range instead of crediting it, and a later resolution never numbers it', async () => {
    const order = await buyAndPay(t, ids['FIRMAYA-50']);
    waitingOrderRef = order.referenceUuid;
    await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'EN_ESPERA',
    );
    await eventually(
      () => plansOf(order.referenceUuid),
      (found) => found.length > 0,
    );
    const answer = await t
      .http()
      .post(`${CANCEL}/${order.referenceUuid}`)
      .set('authorization', `Bearer ${finance}`)
      .send({ reason: '  Compra duplicada por el cliente  ' })
      .expect(200);
    expect(answer.body.statusMessage).toBe('Orden anulada: sus licencias quedan suspendidas y se emite la nota crédito de su factura.');
    expect(answer.body.result).toMatchObject({
      state: 11,
      stateName: 'Anulada',
      reason: 'Compra duplicada por el cliente',
      cancelledNow: true,
    });
    const documents = await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'ANULADA',
    );
    expect(documents).toEqual([
      expect.objectContaining({
        kind: 'INVOICE',
        status: 'ANULADA',
        number: null,
        reason: 'Anulación de la orden de compra: Compra duplicada por el cliente',
      }),
    ]);
    const plans = await eventually(
      () => plansOf(order.referenceUuid),
      (found) => found.every((plan) => plan.suspended_on !== null),
    );
    expect(plans.map((plan) => plan.suspension_reason)).toEqual(plans.map(() => 'Orden anulada: Compra duplicada por el cliente'));

    await t
      .http()
      .post(RESOLUTIONS)
      .set('authorization', `Bearer ${superadmin}`)
      .send({
        resolutionNumber: '18760000077',
        prefix: 'SETT',
        rangeFrom: 1,
        rangeTo: 1000,
        validFrom: '2026-01-01',
        validTo: '2030-12-31',
        technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      })
      .expect(200);
    // Registering a resolution issues the waiting invoices: not this one.
    await t.app.get(DocumentIssuer).advance(documents[0].id);
    const [after] = await documentsOf(order.referenceUuid);
    expect(after).toMatchObject({ status: 'ANULADA', number: null });
    // A reversal of the same payment arriving later credits nothing (and does not wait for an invoice forever).
    expect(await t.app.get(DocumentIssuer).issueCreditNote(order.referenceUuid, 'Pago reversado por la pasarela')).toBeNull();
    expect(await documentsOf(order.referenceUuid)).toHaveLength(1);
  });

  it('refuses bad input (400, nothing changes), the wrong role (403), an unknown order (404) and an order that is not paid (409)', async () => {
    const order = await buyAndPay(t, ids['FIRMAYA-50']);
    await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'GENERADA',
    );
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(251) }]) {
      const bad = await t.http().post(`${CANCEL}/${order.referenceUuid}`).set('authorization', `Bearer ${finance}`).send(body).expect(400);
      expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual([
        body.reason?.length === 251
          ? 'El motivo de la anulación debe tener como máximo 250 caracteres.'
          : 'Debes escribir el motivo de la anulación.',
      ]);
    }
    const badId = await t.http().post(`${CANCEL}/no-es-uuid`).set('authorization', `Bearer ${finance}`).send({ reason: 'x' }).expect(400);
    expect(badId.body.errors[0].message).toBe('El identificador de la orden de compra no es válido.');
    for (const token of [readOnlyFinance, commercial]) {
      await t
        .http()
        .post(`${CANCEL}/${order.referenceUuid}`)
        .set('authorization', `Bearer ${token}`)
        .send({ reason: 'Prueba' })
        .expect(403);
    }
    const customer = await t.customerToken('1', order.customer.documentNumber);
    await t
      .http()
      .post(`${CANCEL}/${order.referenceUuid}`)
      .set('authorization', `Bearer ${customer}`)
      .send({ reason: 'Prueba' })
      .expect(403);
    await t.http().post(`${CANCEL}/${order.referenceUuid}`).send({ reason: 'Prueba' }).expect(401);
    expect(await stateOf(order.referenceUuid)).toBe(6);
    expect(await cancelledEvents(order.referenceUuid)).toHaveLength(0);
    expect((await documentsOf(order.referenceUuid)).map((d) => d.kind)).toEqual(['INVOICE']);

    const unknown = await t
      .http()
      .post(`${CANCEL}/${randomUUID()}`)
      .set('authorization', `Bearer ${finance}`)
      .send({ reason: 'Prueba' })
      .expect(404);
    expect(unknown.body.statusMessage).toBe('La orden de compra no existe.');

    // An order still waiting for its payment (state 1) has nothing paid to cancel.
    const unpaid = await buyAndPay(t, ids['FIRMAYA-50'], 1, undefined, false);
    const unpaidRef = unpaid.referenceUuid;
    const conflict = await t
      .http()
      .post(`${CANCEL}/${unpaidRef}`)
      .set('authorization', `Bearer ${finance}`)
      .send({ reason: 'Prueba' })
      .expect(409);
    expect(conflict.body.statusMessage).toBe(
      'Solo se puede anular una orden de compra pagada (aprobada) que no haya sido reversada ni anulada.',
    );
  });

  it('cancels a paid order once under two clicks at once, suspends its licences and issues one credit note (CUDE) with the reason', async () => {
    const order = await buyAndPay(t, ids['FIRMAYA-50']);
    const [invoice] = await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'GENERADA',
    );
    await eventually(
      () => plansOf(order.referenceUuid),
      (found) => found.length > 0,
    );
    const click = () =>
      t
        .http()
        .post(`${CANCEL}/${order.referenceUuid}`)
        .set('authorization', `Bearer ${finance}`)
        .send({ reason: 'El cliente ejerció el derecho de retracto' });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.result.cancelledNow).sort()).toEqual([false, true]);
    expect(await stateOf(order.referenceUuid)).toBe(11);
    expect(await cancelledEvents(order.referenceUuid)).toHaveLength(1);

    const documents = await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found.some((d) => d.kind === 'CREDIT_NOTE' && d.status === 'GENERADA'),
    );
    expect(documents).toHaveLength(2);
    const note = documents.find((d) => d.kind === 'CREDIT_NOTE')!;
    expect(note).toMatchObject({
      creditedNumber: invoice.number,
      total: invoice.total,
      reason: 'Anulación de la orden de compra: El cliente ejerció el derecho de retracto',
    });
    expect(note.cufe).toMatch(/^[0-9a-f]{96}$/);
    const built = await t.app.get(DocumentIssuer).advance(note.id);
    expect(verifyUblSignature(built.xml!)).toBe(true);
    expect(built.xml).toContain(`<cbc:UUID schemeName="CUFE-SHA384">${invoice.cufe}</cbc:UUID>`);
    expect(built.xml).toContain('El cliente ejerció el derecho de retracto');
    const plans = await eventually(
      () => plansOf(order.referenceUuid),
      (found) => found.every((plan) => plan.suspended_on !== null),
    );
    expect(plans.map((plan) => plan.suspension_reason)).toEqual(
      plans.map(() => 'Orden anulada: El cliente ejerció el derecho de retracto'),
    );

    // A third click, later: nothing happens again; the drawer's detail tells who cancelled it and why.
    const replay = await click().expect(200);
    expect(replay.body.result.cancelledNow).toBe(false);
    const detail = await t.http().get(`${DETAIL}/${order.referenceUuid}`).set('authorization', `Bearer ${readOnlyFinance}`).expect(200);
    expect(detail.body.result).toMatchObject({
      state: 11,
      stateName: 'Anulada',
      totals: expect.objectContaining({ total: order.total }),
      cancellation: expect.objectContaining({ cancelledBy: 'laura.finanzas', reason: 'El cliente ejerció el derecho de retracto' }),
    });
    expect(detail.body.result.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'CANCELLED',
          title: 'Orden anulada',
          actor: 'laura.finanzas',
          detail: expect.stringContaining('Motivo: El cliente ejerció'),
        }),
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await documentsOf(order.referenceUuid)).filter((d) => d.kind === 'CREDIT_NOTE')).toHaveLength(1);
    // A reversal arriving after the cancellation finds the order cancelled: it stays 11 and no second note.
    const cancelledAgain = await t
      .http()
      .post(`${CANCEL}/${waitingOrderRef}`)
      .set('authorization', `Bearer ${finance}`)
      .send({ reason: 'Otra' })
      .expect(200);
    expect(cancelledAgain.body.result.cancelledNow).toBe(false);
  });
});
