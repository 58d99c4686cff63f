import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import {
  BATCH,
  bearer,
  CHANGE_STATE,
  colfacturaPackages,
  company,
  decisionsOf,
  eventsOf,
  mailbox,
  person,
  proofOf,
  registerOrder,
  REJECT_TYPES,
  rows,
  SEARCH,
  upload,
  until,
  type CashOrder,
} from './cash-test-kit';

const APPROVED_EVENT = 'payments.payment-approved';
const REJECTED_EVENT = 'payments.payment-rejected';
const FORBIDDEN = 'No tienes los suficientes privilegios para realizar esta acción.';

describe('cash payments in the back office through HTTP', () => {
  let t: TestApp;
  let packages: Record<string, number>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // The test client plays a proxy on this machine: its X-Forwarded-For is the visitor (TRUST_PROXY, decision 0047).
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });
    packages = await colfacturaPackages(t);
    for (const role of ['SUPERADMIN', 'LICFINANCIERO', 'LICFINANCIEROCONSULTA', 'LICENSECOMERCIAL']) {
      tokens[role] = bearer(await t.staffToken([role], `${role.toLowerCase()}.tester`));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const batch = (body: Record<string, unknown>, auth = tokens.LICFINANCIERO) => t.http().post(BATCH).set('Authorization', auth).send(body);
  const search = (body: Record<string, unknown>, auth = tokens.LICFINANCIERO) =>
    t.http().post(SEARCH).set('Authorization', auth).send(body);
  const decide = (body: Record<string, unknown>, auth = tokens.LICFINANCIERO, ip = '198.51.100.7') =>
    t.http().post(CHANGE_STATE).set('Authorization', auth).set('X-Forwarded-For', ip).send(body);

  /** Every row of a tab (the lists are small in a test database). */
  async function tab(idState: number): Promise<{ records: Record<string, unknown>[]; count: number }> {
    const response = await batch({ Last: 0, NumRows: 100, IdState: idState }).expect(200);
    return response.body.result;
  }
  const idsOf = (records: Record<string, unknown>[]) => records.map((record) => record.id);

  describe('GetPurchaseCashByBatch and SearchPurchaseCash', () => {
    let paid: CashOrder;
    let other: CashOrder;
    beforeAll(async () => {
      paid = await registerOrder(t, packages, { billing: company({ legalName: 'Tostadora Montañera S.A.S.' }) });
      await upload(t, proofOf(paid)).expect(200);
      other = await registerOrder(t, packages, { customer: person({ firstName: 'Rosalba', lastName: 'Cárdenas' }) });
    });

    it('lists the pending cash payments with the record of backoffice-catalogue.md §3', async () => {
      const { records, count } = await tab(5);
      expect(count).toBeGreaterThanOrEqual(2);
      const record = records.find((row) => row.referenceUuid === paid.referenceUuid);
      expect(record).toEqual({
        id: paid.referenceUuid,
        referenceUuid: paid.referenceUuid,
        paymentReference: paid.paymentReference,
        appName: 'colfactura',
        state: 5,
        purchaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        totalPurchase: 890_000,
        customer: {
          legalName: 'Tostadora Montañera S.A.S.',
          documentNumber: paid.billing?.documentNumber,
          documentTypeLicense: { documentTypeCode: 'NIT' },
        },
        paymentSupport: { fileName: 'comprobante.pdf', uploadedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        rut: null,
        rejectTypeId: null,
        rejectTypeDescription: null,
      });
      const without = records.find((row) => row.referenceUuid === other.referenceUuid);
      expect(without).toMatchObject({
        paymentSupport: null,
        customer: { legalName: 'Rosalba Cárdenas', documentTypeLicense: { documentTypeCode: 'CC' } },
      });
      // The work queue: oldest first.
      expect(idsOf(records).indexOf(paid.referenceUuid)).toBeLessThan(idsOf(records).indexOf(other.referenceUuid));
    });

    it('pages with Last and NumRows, counting every row of the tab', async () => {
      const all = await tab(5);
      const first = await batch({ Last: 0, NumRows: 1, IdState: 5 }).expect(200);
      const second = await batch({ Last: 1, NumRows: 1, IdState: 5 }).expect(200);
      expect(first.body.result.count).toBe(all.count);
      expect([...idsOf(first.body.result.records), ...idsOf(second.body.result.records)]).toEqual(idsOf(all.records).slice(0, 2));
      const empty = await batch({ Last: 0, NumRows: 10, IdState: 7 }).expect(200);
      expect(empty.body.result).toEqual({ records: [], count: 0 });
    });

    it('searches by payment reference, document or a word of the name, and refuses spaces', async () => {
      const byReference = await search({ IdState: 5, Search: paid.paymentReference.toLowerCase() }).expect(200);
      expect(idsOf(byReference.body.result.records)).toEqual([paid.referenceUuid]);
      const byDocument = await search({ IdState: 5, Search: paid.billing?.documentNumber }).expect(200);
      expect(idsOf(byDocument.body.result.records)).toEqual([paid.referenceUuid]);
      const byName = await search({ IdState: 5, Search: 'montañera' }).expect(200);
      expect(idsOf(byName.body.result.records)).toEqual([paid.referenceUuid]);
      const wildcard = await search({ IdState: 5, Search: '%' }).expect(200);
      expect(wildcard.body.result).toEqual({ records: [], count: 0 });
      const elsewhere = await search({ IdState: 6, Search: paid.paymentReference }).expect(200);
      expect(elsewhere.body.result.records).toEqual([]);

      const spaces = await search({ IdState: 5, Search: 'Tostadora Montañera' }).expect(400);
      expect(spaces.body.errors).toEqual([{ field: 'Search', message: 'La búsqueda no puede contener espacios.' }]);
      const state = await search({ IdState: 8, Search: 'x' }).expect(400);
      expect(state.body.errors).toEqual([
        { field: 'IdState', message: 'El estado debe ser 5 (por aprobar), 6 (aprobado) o 7 (rechazado).' },
      ]);
      await batch({ Last: -1, NumRows: 0, IdState: 5 }).expect(400);
      await batch({ Last: 0, NumRows: 101, IdState: 5 }).expect(400);
    });

    it('is read by every PAYMENTS role and nobody else', async () => {
      for (const role of ['SUPERADMIN', 'LICFINANCIERO', 'LICFINANCIEROCONSULTA']) {
        await batch({ Last: 0, NumRows: 5, IdState: 5 }, tokens[role]).expect(200);
        await search({ IdState: 5, Search: paid.paymentReference }, tokens[role]).expect(200);
        await t.http().get(REJECT_TYPES).set('Authorization', tokens[role]).expect(200);
      }
      const comercial = await batch({ Last: 0, NumRows: 5, IdState: 5 }, tokens.LICENSECOMERCIAL).expect(403);
      expect(comercial.body.statusMessage).toBe(FORBIDDEN);
      await search({ IdState: 5, Search: 'x' }, tokens.LICENSECOMERCIAL).expect(403);
      await t.http().get(REJECT_TYPES).set('Authorization', tokens.LICENSECOMERCIAL).expect(403);
      const customer = bearer(await t.customerToken('1', paid.customer.documentNumber));
      await batch({ Last: 0, NumRows: 5, IdState: 5 }, customer).expect(403);
      await t.http().post(BATCH).send({ Last: 0, NumRows: 5, IdState: 5 }).expect(401);
    });
  });

  describe('ChangeStatePurchase', () => {
    it('approves a pending payment (LICFINANCIERO): audit record, one PaymentApproved, the customer mailed, the approved tab', async () => {
      const order = await registerOrder(t, packages, { billing: company() });
      const response = await decide({ id: order.referenceUuid, idState: 6 }).expect(200);
      expect(response.body).toEqual({
        result: { id: order.referenceUuid, referenceUuid: order.referenceUuid, idState: 6 },
        statusMessage: 'Se ha aprobado el pago satisfactoriamente',
      });

      const [decision, ...others] = await decisionsOf(t, order.paymentId);
      expect(others).toEqual([]);
      expect(decision).toMatchObject({
        reference_uuid: order.referenceUuid,
        payment_reference: order.paymentReference,
        from_state: 5,
        to_state: 6,
        reject_type_id: null,
        reason: null,
        decided_by: 'licfinanciero.tester',
        ip: '198.51.100.7',
      });
      const events = await eventsOf(t, APPROVED_EVENT, order.referenceUuid);
      expect(events).toEqual([
        expect.objectContaining({
          paymentId: order.paymentId,
          method: 'EFECTIVO',
          amount: 890_000,
          currency: 'COP',
          approvedBy: 'licfinanciero.tester',
        }),
      ]);
      expect(await eventsOf(t, REJECTED_EVENT, order.referenceUuid)).toEqual([]);

      for (const to of [order.customer.email, order.billing?.email as string]) {
        const [mail] = (await mailbox(t, to)).filter((entry) => entry.category === 'cash-payment-approved');
        expect(mail.subject).toBe('Colfactura - Tu pago ha sido aprobado');
        expect(mail.text).toContain(`orden de compra ${order.paymentReference} por $ 890.000`);
      }

      expect(idsOf((await tab(6)).records)).toContain(order.referenceUuid);
      expect(idsOf((await tab(5)).records)).not.toContain(order.referenceUuid);
      const again = await decide({ id: order.referenceUuid, idState: 7, rejectTypeId: 1 }).expect(422);
      expect(again.body).toMatchObject({
        code: 'PAYMENTS.CASH_PAYMENT_DECIDED',
        statusMessage: 'El pago de esta orden de compra ya fue aprobado.',
      });
      expect(await decisionsOf(t, order.paymentId)).toHaveLength(1);
    });

    it('rejects with a reject type (SUPERADMIN): the reason is kept, mailed and published; the rejected tab shows it', async () => {
      const order = await registerOrder(t, packages);
      const types = (await t.http().get(REJECT_TYPES).set('Authorization', tokens.SUPERADMIN).expect(200)).body.result.records as {
        id: number;
        rejectTypeDescription: string;
      }[];
      const type = types[1] ?? types[0];
      // The payment's own id is accepted as well as the order's referenceUuid.
      const response = await decide({ id: order.paymentId, idState: 7, rejectTypeId: type.id }, tokens.SUPERADMIN).expect(200);
      expect(response.body).toEqual({
        result: { id: order.referenceUuid, referenceUuid: order.referenceUuid, idState: 7 },
        statusMessage: 'El pago ha sido rechazado satisfactoriamente.',
      });

      expect(await decisionsOf(t, order.paymentId)).toEqual([
        expect.objectContaining({
          from_state: 5,
          to_state: 7,
          reject_type_id: type.id,
          reason: type.rejectTypeDescription,
          decided_by: 'superadmin.tester',
        }),
      ]);
      expect(await eventsOf(t, REJECTED_EVENT, order.referenceUuid)).toEqual([
        expect.objectContaining({ rejectTypeId: type.id, reason: type.rejectTypeDescription, rejectedBy: 'superadmin.tester' }),
      ]);
      expect(await eventsOf(t, APPROVED_EVENT, order.referenceUuid)).toEqual([]);
      const [mail] = (await mailbox(t, order.customer.email)).filter((entry) => entry.category === 'cash-payment-rejected');
      expect(mail.subject).toBe('Colfactura - Tu pago ha sido rechazado');
      expect(mail.text).toContain(`Motivo del rechazo: ${type.rejectTypeDescription}`);

      const rejected = (await tab(7)).records.find((record) => record.id === order.referenceUuid);
      expect(rejected).toMatchObject({ state: 7, rejectTypeId: type.id, rejectTypeDescription: type.rejectTypeDescription });
      const again = await decide({ id: order.referenceUuid, idState: 6 }).expect(422);
      expect(again.body.statusMessage).toBe('El pago de esta orden de compra ya fue rechazado.');
    });

    it('needs a reject reason to reject (400 "Debes seleccionar un motivo de rechazo") and an existing one', async () => {
      const order = await registerOrder(t, packages);
      for (const body of [
        { id: order.paymentId, idState: 7 },
        { id: order.paymentId, idState: 7, rejectTypeId: null },
        { id: order.paymentId, idState: 7, rejectTypeId: 0 },
      ]) {
        const response = await decide(body).expect(400);
        expect(response.body.errors).toContainEqual({ field: 'rejectTypeId', message: 'Debes seleccionar un motivo de rechazo' });
      }
      const unknown = await decide({ id: order.referenceUuid, idState: 7, rejectTypeId: 999 }).expect(400);
      expect(unknown.body.errors).toEqual([{ field: 'rejectTypeId', message: 'El motivo de rechazo seleccionado no existe.' }]);
      const state = await decide({ id: order.referenceUuid, idState: 5 }).expect(400);
      expect(state.body.errors).toEqual([{ field: 'idState', message: 'El estado debe ser 6 (aprobado) o 7 (rechazado).' }]);
      await decide({ idState: 6 }).expect(400);
      const app = await t
        .http()
        .post('/license/api/PurchaseOrder/ChangeStatePurchase/nadie')
        .set('Authorization', tokens.LICFINANCIERO)
        .send({ id: order.referenceUuid, idState: 6 })
        .expect(400);
      expect(app.body.errors).toEqual([{ field: 'appName', message: 'La aplicación indicada no existe.' }]);
      const unknownPayment = await decide({ id: '0b7f6a7e-8f39-4bb6-9d5b-8f0a1c2d3e4f', idState: 6 }).expect(404);
      expect(unknownPayment.body.statusMessage).toBe('No existe el pago en efectivo indicado.');
      expect(await decisionsOf(t, order.paymentId)).toEqual([]);
    });

    it('is refused to read-only and other staff (403), to customers and to visitors', async () => {
      const order = await registerOrder(t, packages);
      const consulta = await decide({ id: order.referenceUuid, idState: 6 }, tokens.LICFINANCIEROCONSULTA).expect(403);
      expect(consulta.body.statusMessage).toBe(FORBIDDEN);
      await decide({ id: order.referenceUuid, idState: 7, rejectTypeId: 1 }, tokens.LICFINANCIEROCONSULTA).expect(403);
      await decide({ id: order.referenceUuid, idState: 6 }, tokens.LICENSECOMERCIAL).expect(403);
      await decide({ id: order.referenceUuid, idState: 6 }, bearer(await t.customerToken('1', order.customer.documentNumber))).expect(403);
      await t.http().post(CHANGE_STATE).send({ id: order.referenceUuid, idState: 6 }).expect(401);
      expect(await decisionsOf(t, order.paymentId)).toEqual([]);
      expect(idsOf((await tab(5)).records)).toContain(order.referenceUuid);
    });

    it('lets exactly one of two concurrent decisions win; the other fails cleanly with 422', async () => {
      const order = await registerOrder(t, packages);
      const other = bearer(await t.staffToken(['LICFINANCIERO'], 'financiero.dos'));
      const answers = await Promise.all([
        decide({ id: order.referenceUuid, idState: 6 }),
        decide({ id: order.referenceUuid, idState: 7, rejectTypeId: 1 }, other),
        decide({ id: order.referenceUuid, idState: 6 }, other),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 422, 422]);
      for (const answer of answers.filter((a) => a.status === 422)) {
        expect(answer.body.code).toBe('PAYMENTS.CASH_PAYMENT_DECIDED');
      }
      const decisions = await decisionsOf(t, order.paymentId);
      expect(decisions).toHaveLength(1);
      const approved = await eventsOf(t, APPROVED_EVENT, order.referenceUuid);
      const rejected = await eventsOf(t, REJECTED_EVENT, order.referenceUuid);
      expect(approved.length + rejected.length).toBe(1);
      expect(decisions[0].to_state).toBe(approved.length === 1 ? 6 : 7);
    });

    it('keeps the audit append-only: the database refuses to edit or erase a decision', async () => {
      const order = await registerOrder(t, packages);
      await decide({ id: order.referenceUuid, idState: 6 }).expect(200);
      await expect(
        rows(t, `update payments.cash_payment_decision set decided_by = 'otro' where payment_id = ?`, [order.paymentId]),
      ).rejects.toThrow('registro de auditoría');
      await expect(rows(t, 'delete from payments.cash_payment_decision where payment_id = ?', [order.paymentId])).rejects.toThrow(
        'registro de auditoría',
      );
      await expect(rows(t, 'truncate payments.cash_payment_decision')).rejects.toThrow('registro de auditoría');
      expect(await decisionsOf(t, order.paymentId)).toEqual([expect.objectContaining({ decided_by: 'licfinanciero.tester', to_state: 6 })]);
    });

    it('moves the order in ordering too (the status page follows the decision)', async () => {
      const order = await registerOrder(t, packages);
      await decide({ id: order.referenceUuid, idState: 6 }).expect(200);
      await until(async () => {
        const status = await t
          .http()
          .get(`/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/${order.referenceUuid}/colfactura`)
          .expect(200);
        return status.body.result.records.result === true;
      }, 'the order to be approved');
    });
  });
});
