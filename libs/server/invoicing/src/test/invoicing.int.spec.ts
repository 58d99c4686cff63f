import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EventBus } from '@nestjs/cqrs';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { DocumentIssuer } from '../application/document-issuer';
import { verifyUblSignature } from '../infrastructure/signing/xades-signer';
import { validateUblDocument } from '../infrastructure/ubl/ubl-schemas';
import { buyAndPay, eventually, packageIds, rows, type PaidOrder } from './invoicing-test-kit';
import type { ElectronicDocumentView } from '@lic/shared-api-types';

const INVOICES = '/license/api/invoices';
const RESOLUTIONS = '/license/api/invoicing/resolutions';
const TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

/** A document as GET /license/api/invoices answers it. */
type DocumentRow = ElectronicDocumentView;

// Each test drives the whole API (payments, licensing, invoicing): generous timeouts for a busy machine.
jest.setTimeout(180_000);

describe('electronic invoices and credit notes of paid orders (local adapter)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let finance: string;
  let superadmin: string;
  let commercial: string;

  beforeAll(async () => {
    // Schema validation is checked below on the downloaded documents; off in the app so the volume test stays short.
    t = await createTestApp({ seed: true, env: { INVOICING_VALIDATE_SCHEMAS: 'false' } });
    ids = await packageIds(t);
    finance = await t.staffToken(['LICFINANCIERO']);
    superadmin = await t.staffToken(['SUPERADMIN']);
    commercial = await t.staffToken(['LICENSECOMERCIAL']);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  const paidOrder = () => buyAndPay(t, ids['FIRMAYA-50']);

  const documentsOf = async (referenceUuid: string, token = finance) =>
    (await t.http().get(INVOICES).query({ order: referenceUuid }).set('authorization', `Bearer ${token}`).expect(200)).body.result
      .records as DocumentRow[];

  let waitingOrder: PaidOrder;

  it('keeps the invoice of a paid order waiting in a visible queue while no numbering range is valid; the order is paid all the same', async () => {
    waitingOrder = await paidOrder();
    const [invoice] = await eventually(
      () => documentsOf(waitingOrder.referenceUuid),
      (found) => found.length === 1,
    );
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      status: 'EN_ESPERA',
      number: null,
      cufe: null,
      xmlUrl: null,
      total: waitingOrder.total,
    });
    const queue = await t.http().get(INVOICES).query({ status: 'EN_ESPERA' }).set('authorization', `Bearer ${finance}`).expect(200);
    expect(queue.body.result.records.map((d: DocumentRow) => d.id)).toContain(invoice.id);
    // An invoice never blocks the licence.
    const plans = await eventually(
      () => rows(t, 'select id from licensing.licence_plan where reference_uuid = ?', [waitingOrder.referenceUuid]),
      (found) => found.length > 0,
    );
    expect(plans.length).toBeGreaterThanOrEqual(1);
  });

  it('registers a numbering resolution (full access only), never shows its technical key again and issues the waiting invoice with it', async () => {
    const body = {
      resolutionNumber: '18760000001',
      prefix: 'SETP',
      rangeFrom: 990000000,
      rangeTo: 990000099,
      validFrom: '2026-01-01',
      validTo: '2030-12-31',
      technicalKey: TECHNICAL_KEY,
    };
    await t.http().post(RESOLUTIONS).set('authorization', `Bearer ${finance}`).send(body).expect(403);
    const bad = await t
      .http()
      .post(RESOLUTIONS)
      .set('authorization', `Bearer ${superadmin}`)
      .send({ ...body, validFrom: '2026-13-01', technicalKey: 'corta' })
      .expect(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['La fecha debe tener el formato AAAA-MM-DD.', 'La clave técnica debe tener entre 10 y 100 caracteres.']),
    );
    const reversed = await t
      .http()
      .post(RESOLUTIONS)
      .set('authorization', `Bearer ${superadmin}`)
      .send({ ...body, rangeFrom: 10, rangeTo: 5 })
      .expect(422);
    expect(reversed.body.statusMessage).toBe('El número final del rango debe ser mayor o igual al inicial.');
    const created = await t.http().post(RESOLUTIONS).set('authorization', `Bearer ${superadmin}`).send(body).expect(200);
    expect(JSON.stringify(created.body)).not.toContain(TECHNICAL_KEY);
    expect(created.body.result).toMatchObject({ prefix: 'SETP', nextNumber: 990000000, used: 0, size: 100, warnings: [] });
    await t.http().post(RESOLUTIONS).set('authorization', `Bearer ${superadmin}`).send(body).expect(409);
    const [stored] = await rows<{ technical_key_ciphertext: string }>(
      t,
      'select technical_key_ciphertext from invoicing.numbering_resolution',
    );
    expect(stored.technical_key_ciphertext).not.toContain(TECHNICAL_KEY);
    const listed = await t.http().get(RESOLUTIONS).set('authorization', `Bearer ${superadmin}`).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(TECHNICAL_KEY);

    const [invoice] = await eventually(
      () => documentsOf(waitingOrder.referenceUuid),
      (found) => found[0]?.status === 'GENERADA',
    );
    expect(invoice).toMatchObject({ number: 'SETP990000000', status: 'GENERADA' });
    expect(invoice.cufe).toMatch(/^[0-9a-f]{96}$/);
  });

  it('answers the documents to the owner and to staff with payments; 403 to another customer and to staff without payments; 400 on a bad reference', async () => {
    const owner = await t.customerToken('1', waitingOrder.customer.documentNumber);
    const [mine] = await documentsOf(waitingOrder.referenceUuid, owner);
    expect(mine.kind).toBe('INVOICE');
    const stranger = await t.customerToken('1', '99887766');
    const refused = await t
      .http()
      .get(INVOICES)
      .query({ order: waitingOrder.referenceUuid })
      .set('authorization', `Bearer ${stranger}`)
      .expect(403);
    expect(refused.body.statusMessage).toBe('No tienes acceso a los documentos de esta orden de compra.');
    await t.http().get(INVOICES).query({ order: waitingOrder.referenceUuid }).set('authorization', `Bearer ${commercial}`).expect(403);
    await t.http().get(INVOICES).query({ order: randomUUID() }).set('authorization', `Bearer ${stranger}`).expect(403);
    const own = await t.http().get(INVOICES).set('authorization', `Bearer ${owner}`).expect(200);
    expect(own.body.result.records.map((d: DocumentRow) => d.id)).toEqual([mine.id]);
    const none = await t.http().get(INVOICES).set('authorization', `Bearer ${stranger}`).expect(200);
    expect(none.body.result.records).toEqual([]);
    await t.http().get(INVOICES).set('authorization', `Bearer ${commercial}`).expect(403);
    await t.http().get(INVOICES).query({ order: waitingOrder.referenceUuid }).expect(401);
    const bad = await t.http().get(INVOICES).query({ order: 'no-es-uuid' }).set('authorization', `Bearer ${finance}`).expect(400);
    expect(bad.body.errors[0].message).toBe('La referencia de la orden (order) no es válida.');
    await t.http().get(`${INVOICES}/${mine.id}/pdf`).set('authorization', `Bearer ${stranger}`).expect(403);
  });

  it('issues an invoice whose XML validates against UBL 2.1 and DIAN schemas, is signed, adds up to the order, and mails the buyer the ZIP', async () => {
    const order = await paidOrder();
    const [invoice] = await eventually(
      () => documentsOf(order.referenceUuid),
      (found) => found[0]?.status === 'GENERADA',
    );
    expect(invoice.number).toBe('SETP990000001');
    const owner = await t.customerToken('1', order.customer.documentNumber);
    const xml = await t
      .http()
      .get(invoice.xmlUrl!)
      .set('authorization', `Bearer ${owner}`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(xml.status).toBe(200);
    const text = xml.body as string;
    expect(await validateUblDocument(text)).toEqual({ valid: true, errors: [] });
    expect(verifyUblSignature(text)).toBe(true);
    expect(text).toContain(`<cbc:PayableAmount currencyID="COP">${order.total.toFixed(2)}</cbc:PayableAmount>`);
    expect(text).toContain(`schemeName="13">${order.customer.documentNumber}</cbc:ID>`);
    const pdf = await t.http().get(invoice.pdfUrl!).set('authorization', `Bearer ${finance}`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await eventually(
      () =>
        rows<{ category: string; attachments: { filename: string; contentType: string; size: number }[] }>(
          t,
          'select category, attachments from kernel.outgoing_mail where recipient = ?',
          [order.customer.email.toLowerCase()],
        ),
      (found) => found.some((mail) => mail.category === 'electronic-invoice'),
    );
    const mail = mails.find((m) => m.category === 'electronic-invoice')!;
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/zip', filename: expect.stringMatching(/^ad\d{10}000\d{2}[0-9a-f]{8}\.zip$/) }),
    ]);
  });

  it('credits the invoice of a reversed order with a credit note (CUDE) that references it, once however often the reversal is replayed', async () => {
    const [invoice] = await documentsOf(waitingOrder.referenceUuid);
    const event = new PaymentReversedEvent({
      paymentId: waitingOrder.paymentId,
      referenceUuid: waitingOrder.referenceUuid,
      paymentReference: waitingOrder.paymentReference,
      appName: 'firmaya',
      method: 'EN_LINEA',
      gateway: 'SANDBOX',
      amount: waitingOrder.total,
      currency: 'COP',
      reversedAt: new Date(),
      gatewayTransactionId: 'tx-1',
      reason: 'Reversada',
    });
    t.app.get(EventBus).publish(event);
    t.app.get(EventBus).publish(event);
    const documents = await eventually(
      () => documentsOf(waitingOrder.referenceUuid),
      (found) => found.some((d) => d.kind === 'CREDIT_NOTE' && d.status === 'GENERADA'),
    );
    expect(documents).toHaveLength(2);
    const note = documents.find((d) => d.kind === 'CREDIT_NOTE')!;
    expect(note).toMatchObject({ number: 'NC1', creditedNumber: invoice.number, total: invoice.total, taxTotal: invoice.taxTotal });
    const xml = await t.app.get(DocumentIssuer).advance(note.id);
    expect(await validateUblDocument(xml.xml!)).toEqual({ valid: true, errors: [] });
    expect(verifyUblSignature(xml.xml!)).toBe(true);
    expect(xml.xml).toContain(`<cbc:UUID schemeName="CUFE-SHA384">${invoice.cufe}</cbc:UUID>`);
  });

  it('gives 50 concurrent invoices 50 consecutive numbers, without a gap or a duplicate', async () => {
    // 50 invoices of approved orders, numbered at the same moment: each takes its number in a transaction of
    // its own, queued on the resolution's row lock (the building and signing that follow are tested above).
    const [template] = await rows<{ sale: { total: number; taxIva: number } }>(
      t,
      'select sale from invoicing.invoiced_sale where reference_uuid = ?',
      [waitingOrder.referenceUuid],
    );
    const ids = Array.from({ length: 50 }, () => randomUUID());
    for (const [index, id] of ids.entries()) {
      await rows(
        t,
        `insert into invoicing.electronic_document (id, kind, reference_uuid, payment_reference, app_name, status, total, tax_total, provider, reasons, attempts, created_on)
         values (?, 'INVOICE', ?, ?, 'firmaya', 'EN_ESPERA', ?, ?, 'local', '[]', 0, now())`,
        [id, randomUUID(), `PR-CONC-${index}`, template.sale.total, template.sale.taxIva],
      );
    }
    const issuer = t.app.get(DocumentIssuer);
    const numbers = (await Promise.all(ids.map((id) => issuer.number(id)))).map((number) => Number(number!.slice(4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49] - numbers[0]).toBe(49);
    expect(numbers[0]).toBe(990000002);
    const [resolution] = await rows<{ next_number: string }>(t, 'select next_number from invoicing.numbering_resolution');
    expect(Number(resolution.next_number)).toBe(990000052);
    // Asked again, a numbered document keeps its number.
    expect(await issuer.number(ids[0])).toMatch(/^SETP\d+$/);
    const [after] = await rows<{ next_number: string }>(t, 'select next_number from invoicing.numbering_resolution');
    expect(Number(after.next_number)).toBe(990000052);
  });

  it('lets finance retry a document and export the list', async () => {
    const [invoice] = await documentsOf(waitingOrder.referenceUuid);
    await t.http().post(`${INVOICES}/${invoice.id}/retry`).set('authorization', `Bearer ${commercial}`).expect(403);
    const retried = await t.http().post(`${INVOICES}/${invoice.id}/retry`).set('authorization', `Bearer ${finance}`).expect(200);
    expect(retried.body.result).toMatchObject({ id: invoice.id, number: invoice.number, status: 'GENERADA' });
    await t.http().post(`${INVOICES}/${randomUUID()}/retry`).set('authorization', `Bearer ${finance}`).expect(404);
    const csv = await t
      .http()
      .get(`${INVOICES}/export`)
      .query({ kind: 'CREDIT_NOTE' })
      .set('authorization', `Bearer ${finance}`)
      .expect(200);
    expect(csv.text.split('\r\n')[1]).toContain(`Nota crédito;NC1;${waitingOrder.paymentReference}`);
  });
});
