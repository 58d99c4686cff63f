import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { CLOCK, uploadTestFiles as files } from '@lic/server-kernel';
import { MESSAGES } from '@lic/shared-rules';
import {
  base64,
  bearer,
  CHANGE_STATE,
  colfacturaPackages,
  company,
  EXE,
  GET_SUPPORT,
  mailbox,
  PDF,
  PNG,
  proofOf,
  registerOrder,
  rows,
  SUMMARY,
  UPLOAD,
  upload,
  type CashOrder,
} from './cash-test-kit';

const EMPTY_ORDER = '¡Orden de compra vacía o no existe!';

describe('cash orders: proofs, RUT and the purchase summary through HTTP', () => {
  let t: TestApp;
  let packages: Record<string, number>;
  let financiero: string;

  beforeAll(async () => {
    // The test client plays a proxy on this machine: its X-Forwarded-For is the visitor (TRUST_PROXY, decision 0047).
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });
    packages = await colfacturaPackages(t);
    financiero = bearer(await t.staffToken(['LICFINANCIERO'], 'financiero.uno'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const getSupport = (order: CashOrder, supportType: string, auth?: string) => {
    const request = t.http().get(GET_SUPPORT).set('ReferenceUuid', order.referenceUuid).set('SupportType', supportType);
    return auth ? request.set('Authorization', auth) : request;
  };

  describe('the cash order mail', () => {
    it('carries the printable order as a PDF, once per address', async () => {
      const order = await registerOrder(t, packages);
      const mails = (await mailbox(t, order.customer.email)).filter((mail) => mail.category === 'purchase-order-cash');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Orden de pedido ${order.paymentReference}`);
      expect(mails[0].attachments).toEqual([
        { filename: `orden-de-pedido-${order.paymentReference}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
      ]);
      expect(mails[0].attachments[0].size).toBeGreaterThan(1000);
    });
  });

  describe('POST uploadPaymentSupport', () => {
    it('attaches the proof and the RUT of a pending cash order, checked by content, and the summary names them', async () => {
      const order = await registerOrder(t, packages);
      const proof = await upload(t, proofOf(order)).expect(200);
      expect(proof.body).toEqual({ result: true, statusMessage: 'El comprobante de pago se ha adjuntado exitosamente.' });
      const rut = await upload(
        t,
        proofOf(order, { fileName: 'RUT empresa.PNG', contentFileBase64: `data:image/png;base64,${base64(PNG)}`, supportType: 'RUT' }),
      ).expect(200);
      expect(rut.body.statusMessage).toBe('El RUT se ha adjuntado exitosamente.');

      const summary = await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).set('pAppName', 'colfactura').expect(200);
      expect(summary.body.result.summaryOrder).toMatchObject({
        fileNamePaymentSupport: 'comprobante.pdf',
        fileNamePaymentRUT: 'RUT empresa.png',
      });

      const stored = await rows<{ support_type: string; content_type: string; size_bytes: number; uploaded_ip: string }>(
        t,
        'select support_type, content_type, size_bytes, uploaded_ip from payments.payment_support where reference_uuid = ? order by support_type',
        [order.referenceUuid],
      );
      expect(stored).toEqual([
        {
          support_type: 'PAYMENT_SUPPORT',
          content_type: 'application/pdf',
          size_bytes: PDF.length,
          uploaded_ip: expect.stringMatching(/^203\.0\.113\./),
        },
        // An image is stored re-encoded (decision 0046): its size is the new file's.
        {
          support_type: 'RUT',
          content_type: 'image/png',
          size_bytes: expect.any(Number),
          uploaded_ip: expect.stringMatching(/^203\.0\.113\./),
        },
      ]);
    });

    it('replaces the proof with a new one and keeps a single stored file of each type', async () => {
      const order = await registerOrder(t, packages);
      await upload(t, proofOf(order)).expect(200);
      await upload(t, proofOf(order, { fileName: 'consignacion.png', contentFileBase64: base64(PNG) })).expect(200);
      const file = await getSupport(order, 'PAYMENT_SUPPORT', financiero).expect(200);
      expect(file.body.resultUploadSupport).toEqual({ fileName: 'consignacion.png', base64: expect.any(String), pathFile: null });
      const kept = Buffer.from(file.body.resultUploadSupport.base64, 'base64');
      expect(kept.equals(PNG)).toBe(false);
      expect(await sharp(kept).raw().toBuffer()).toEqual(await sharp(PNG).raw().toBuffer());
      const [{ files }] = await rows<{ files: string }>(
        t,
        'select count(*) as files from payments.stored_file f join payments.payment_support s on s.storage_key = f.id::text where s.reference_uuid = ?',
        [order.referenceUuid],
      );
      expect(Number(files)).toBe(1);
    });

    it('refuses a renamed executable and a long name (400), and a file above 2 MB with 413, with the spec messages, storing nothing', async () => {
      const order = await registerOrder(t, packages);
      const before = await rows<{ n: string }>(t, 'select count(*) as n from payments.stored_file');

      const exe = await upload(t, proofOf(order, { fileName: 'comprobante.pdf', contentFileBase64: base64(EXE) })).expect(400);
      expect(exe.body).toMatchObject({
        statusMessage: MESSAGES.fileExtension,
        errors: [{ field: 'contentFileBase64', message: MESSAGES.fileExtension }],
      });
      expect(MESSAGES.fileExtension).toBe('Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).');

      const named = await upload(t, proofOf(order, { fileName: 'comprobante.exe' })).expect(400);
      expect(named.body.statusMessage).toBe(MESSAGES.fileExtension);

      const oversized = await upload(t, proofOf(order, { contentFileBase64: base64(files.pdfOfSize(2_097_153)) })).expect(413);
      expect(oversized.body).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        statusMessage: 'El tamaño del archivo supera el máximo permitido (2MB).',
        errors: [{ field: 'contentFileBase64', message: 'El tamaño del archivo supera el máximo permitido (2MB).' }],
      });
      await upload(t, proofOf(order, { fileName: 'limite.pdf', contentFileBase64: base64(files.pdfOfSize(2_097_152)) })).expect(200);

      const long = await upload(t, proofOf(order, { fileName: `${'c'.repeat(197)}.pdf` })).expect(400);
      expect(long.body).toMatchObject({ errors: [{ field: 'fileName', message: 'El nombre del archivo seleccionado no es valido.' }] });
      await upload(t, proofOf(order, { fileName: `${'c'.repeat(196)}.pdf` })).expect(200);

      const after = await rows<{ n: string }>(t, 'select count(*) as n from payments.stored_file');
      expect(Number(after[0].n) - Number(before[0].n)).toBe(1);
    });

    it('answers a body too large for any 2 MB file with 413 and the spec message, from its length, before reading it', async () => {
      const order = await registerOrder(t, packages);
      const body = JSON.stringify(proofOf(order, { contentFileBase64: 'A'.repeat(6 * 1024 * 1024) }));
      const response = await t
        .http()
        .post(UPLOAD)
        .set('X-Forwarded-For', '203.0.113.250')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(413);
      expect(response.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        statusMessage: 'El tamaño del archivo supera el máximo permitido (2MB).',
      });
      // Case-insensitive routing: the same limit on another spelling of the path.
      const shouted = await t.http().post(UPLOAD.toUpperCase()).set('Content-Type', 'application/json').send(body).expect(413);
      expect(shouted.body.statusMessage).toBe('El tamaño del archivo supera el máximo permitido (2MB).');
    });

    it.each([
      ['a PDF with JavaScript', 'comprobante.pdf', files.pdf('2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n')],
      [
        'a PDF that opens a web address',
        'comprobante.pdf',
        files.pdf('1 0 obj << /Type /Catalog /OpenAction << /S /URI /URI (https://x.invalid) >> >> endobj\n'),
      ],
      [
        'a link to another file hidden in an ASCIIHex and Flate object stream',
        'comprobante.pdf',
        files.pdfWithObjectStream('<< /Type /Annot /A << /S /GoToR /F (otro.pdf) >> >>', ['/AHx', '/Fl']),
      ],
      ['a PDF that launches a program', 'comprobante.pdf', files.pdf('4 0 obj << /S /Launch /F (cmd.exe) >> endobj\n')],
      [
        'a PDF with an embedded file',
        'comprobante.pdf',
        files.pdf('5 0 obj << /Type /EmbeddedFile /Length 1 >> stream\nx\nendstream endobj\n'),
      ],
      ['a PDF with an escaped name (/J#61vaScript)', 'comprobante.pdf', files.pdf('2 0 obj << /S /J#61vaScript >> endobj\n')],
      [
        'an action hidden in a compressed object stream',
        'comprobante.pdf',
        files.pdfWithObjectStream('<< /OpenAction << /S /JavaScript >> >>'),
      ],
      ['a PDF with HTML after %%EOF', 'comprobante.pdf', files.pdf(undefined, '\n<html><script>alert(1)</script></html>')],
      ['a PNG with a PDF after IEND', 'comprobante.png', files.png({ after: files.pdf() })],
      ['a PNG with a script in a text chunk', 'comprobante.png', files.png({ text: '<script>alert(1)</script>' })],
      ['a GIF with HTML after its trailer', 'comprobante.gif', files.gif({ after: Buffer.from('<html><body onload=alert(1)>') })],
      ['a JPEG with a PDF after EOI', 'comprobante.jpg', files.jpeg({ after: files.pdf() })],
    ])('refuses %s with the spec message (400), storing nothing', async (_case, fileName, content) => {
      const order = await registerOrder(t, packages);
      const response = await upload(t, proofOf(order, { fileName, contentFileBase64: base64(content) })).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION',
        statusMessage: MESSAGES.fileExtension,
        errors: [{ field: 'contentFileBase64', message: MESSAGES.fileExtension }],
      });
      expect(await rows(t, 'select 1 from payments.payment_support where reference_uuid = ?', [order.referenceUuid])).toHaveLength(0);
    });

    it('stores an image that carries markup in a compressed text chunk as its pixels only (decision 0046)', async () => {
      const order = await registerOrder(t, packages);
      const markup = Buffer.concat([Buffer.from('Comment\0\0'), deflateSync(Buffer.from('<svg onload=alert(1)>'))]);
      const image = files.png({ chunks: [['zTXt', markup]] });
      await upload(t, proofOf(order, { fileName: 'consignacion.png', contentFileBase64: base64(image) })).expect(200);
      const [stored] = await rows<{ content: Buffer; size_bytes: number }>(
        t,
        'select f.content, s.size_bytes from payments.stored_file f join payments.payment_support s on s.storage_key = f.id::text where s.reference_uuid = ?',
        [order.referenceUuid],
      );
      expect(stored.content.equals(image)).toBe(false);
      expect(stored.content.includes(Buffer.from('zTXt'))).toBe(false);
      expect(stored.size_bytes).toBe(stored.content.length);
      expect(await sharp(stored.content).raw().toBuffer()).toEqual(await sharp(image).raw().toBuffer());
    });

    it('stores the name normalised: no path, no control or bidi characters, NFC, extension of the content', async () => {
      const order = await registerOrder(t, packages);
      await upload(
        t,
        proofOf(order, { fileName: 'C:\\fakepath\\..\\Consignacio\u0301n\u202e<b>gnp.exe.PDF', contentFileBase64: base64(PDF) }),
      ).expect(200);
      const [stored] = await rows<{ file_name: string }>(t, 'select file_name from payments.payment_support where reference_uuid = ?', [
        order.referenceUuid,
      ]);
      expect(stored.file_name).toBe('Consignación_b_gnp_exe.pdf');
      const summary = await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).expect(200);
      expect(summary.body.result.summaryOrder.fileNamePaymentSupport).toBe('Consignación_b_gnp_exe.pdf');
    });

    it('refuses bad input: an unknown type, a reference that is not a UUID, missing fields', async () => {
      const order = await registerOrder(t, packages);
      const type = await upload(t, proofOf(order, { supportType: 'FACTURA' })).expect(400);
      expect(type.body.errors).toEqual([{ field: 'supportType', message: 'El tipo de archivo debe ser PAYMENT_SUPPORT o RUT.' }]);
      const reference = await upload(t, proofOf(order, { referenceUuid: 'LIC-2026-000001' })).expect(400);
      expect(reference.body.errors).toEqual([{ field: 'referenceUuid', message: 'La referencia de la orden de compra no es válida.' }]);
      const missing = await upload(t, { referenceUuid: order.referenceUuid }).expect(400);
      expect([...new Set(missing.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
        'contentFileBase64',
        'fileName',
        'supportType',
      ]);
    });

    it('takes files only for a pending cash order: unknown 404, online 422, decided 422', async () => {
      const unknown = await upload(t, proofOf({ referenceUuid: '0b7f6a7e-8f39-4bb6-9d5b-8f0a1c2d3e4f' } as CashOrder)).expect(404);
      expect(unknown.body.statusMessage).toBe(EMPTY_ORDER);

      const online = await registerOrder(t, packages, { paymentMethod: 'EN_LINEA' });
      const notCash = await upload(t, proofOf(online)).expect(422);
      expect(notCash.body.statusMessage).toBe('Solo puedes adjuntar archivos a una orden de compra pendiente del pago en efectivo.');

      const order = await registerOrder(t, packages);
      await t.http().post(CHANGE_STATE).set('Authorization', financiero).send({ id: order.referenceUuid, idState: 6 }).expect(200);
      const decided = await upload(t, proofOf(order)).expect(422);
      expect(decided.body.code).toBe('PAYMENTS.NOT_PENDING_CASH');
      expect(await rows(t, 'select 1 from payments.payment_support where reference_uuid = ?', [order.referenceUuid])).toHaveLength(0);
    });
  });

  describe('GET getpaymentsupport: one rule for reading a proof', () => {
    let order: CashOrder;
    let link: string;
    beforeAll(async () => {
      order = await registerOrder(t, packages, { billing: company() });
      await upload(t, proofOf(order)).expect(200);
      const summary = await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).expect(200);
      link = summary.body.result.summaryOrder.urlPaymentSupport;
    });

    it('the summary issues a signed link per stored file, and none for a missing one', async () => {
      expect(link).toMatch(
        new RegExp(`^${GET_SUPPORT}\\?ReferenceUuid=${order.referenceUuid}&SupportType=PAYMENT_SUPPORT&expires=\\d+&signature=[\\w-]{43}$`),
      );
      const summary = await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).expect(200);
      expect(summary.body.result.summaryOrder.urlPaymentRUT).toBeNull();
    });

    it('gives the file to the holder of the link, with no-store, without a session', async () => {
      const response = await t.http().get(link).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({ resultUploadSupport: { fileName: 'comprobante.pdf', base64: base64(PDF), pathFile: null } });
    });

    it('refuses the order reference alone (401), an expired link and a forged one (403)', async () => {
      const anonymous = await getSupport(order, 'PAYMENT_SUPPORT').expect(401);
      expect(anonymous.body).toMatchObject({
        code: 'PAYMENTS.SUPPORT_ACCESS_REQUIRED',
        statusMessage: 'Para ver el archivo ábrelo desde el resumen de compra o inicia sesión.',
      });

      const clock = t.app.get(CLOCK);
      const now = Date.now();
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 601_000));
      try {
        const expired = await t.http().get(link).expect(403);
        expect(expired.body).toMatchObject({
          code: 'PAYMENTS.SUPPORT_LINK_EXPIRED',
          statusMessage: 'El enlace del archivo venció. Vuelve a abrir el resumen de compra.',
        });
      } finally {
        spy.mockRestore();
      }

      const url = new URL(link, 'http://x');
      const forge = (change: (params: URLSearchParams) => void) => {
        const params = new URLSearchParams(url.search);
        change(params);
        return `${url.pathname}?${params.toString()}`;
      };
      const later = forge((p) => p.set('expires', String(Number(p.get('expires')) + 86_400)));
      const otherType = forge((p) => p.set('SupportType', 'RUT'));
      const signature = url.searchParams.get('signature')!;
      const flipped = forge((p) => p.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`));
      const other = await registerOrder(t, packages);
      await upload(t, proofOf(other)).expect(200);
      const otherOrder = forge((p) => p.set('ReferenceUuid', other.referenceUuid));
      for (const forged of [later, otherType, flipped, otherOrder, forge((p) => p.set('signature', 'x'))]) {
        const refused = await t.http().get(forged).expect(403);
        expect(refused.body).toMatchObject({ code: 'PAYMENTS.SUPPORT_LINK_INVALID', statusMessage: 'El enlace del archivo no es válido.' });
      }
    });

    it('gives it to staff with PAYMENTS, read-only staff included, and refuses other staff (403)', async () => {
      for (const role of ['LICFINANCIERO', 'LICFINANCIEROCONSULTA', 'SUPERADMIN']) {
        const token = bearer(await t.staffToken([role]));
        const response = await getSupport(order, 'PAYMENT_SUPPORT', token).expect(200);
        expect(response.body.resultUploadSupport.fileName).toBe('comprobante.pdf');
      }
      const comercial = bearer(await t.staffToken(['LICENSECOMERCIAL']));
      const refused = await getSupport(order, 'PAYMENT_SUPPORT', comercial).expect(403);
      expect(refused.body.statusMessage).toBe('No tienes los suficientes privilegios para realizar esta acción.');
    });

    it('gives a signed-in customer the files of their own orders only (payer or licence holder)', async () => {
      const holder = bearer(await t.customerToken('1', order.customer.documentNumber));
      await getSupport(order, 'PAYMENT_SUPPORT', holder).expect(200);
      const payer = bearer(await t.customerToken('NIT', (order.billing as { documentNumber: string }).documentNumber));
      await getSupport(order, 'PAYMENT_SUPPORT', payer).expect(200);
      const stranger = bearer(await t.customerToken('1', '99887766'));
      const refused = await getSupport(order, 'PAYMENT_SUPPORT', stranger).expect(403);
      expect(refused.body).toMatchObject({
        code: 'PAYMENTS.NOT_OWN_ORDER',
        statusMessage: 'Solo puedes consultar los archivos de tus propias órdenes de compra.',
      });
    });

    it('answers 404 when the order has no file of that type, and 400 for bad headers', async () => {
      const financiero = bearer(await t.staffToken(['LICFINANCIERO']));
      const missing = await getSupport(order, 'RUT', financiero).expect(404);
      expect(missing.body.statusMessage).toBe('La orden de compra no tiene un RUT adjunto.');
      const unknown = await t
        .http()
        .get(GET_SUPPORT)
        .set('ReferenceUuid', '0b7f6a7e-8f39-4bb6-9d5b-8f0a1c2d3e4f')
        .set('SupportType', 'RUT')
        .expect(404);
      expect(unknown.body.statusMessage).toBe(EMPTY_ORDER);
      const bad = await t.http().get(GET_SUPPORT).set('ReferenceUuid', 'xyz').set('SupportType', 'OTRO').expect(400);
      expect(bad.body.errors).toEqual([
        { field: 'ReferenceUuid', message: 'La referencia de la orden de compra no es válida.' },
        { field: 'SupportType', message: 'El tipo de archivo debe ser PAYMENT_SUPPORT o RUT.' },
      ]);
      const none = await t.http().get(GET_SUPPORT).expect(400);
      expect(none.body.errors.map((e: { field: string }) => e.field)).toEqual(['ReferenceUuid', 'SupportType']);
    });
  });

  describe('GET getsummaryorder', () => {
    it('answers the order as sold: lines with unit value, discount and IVA %, totals and no withholdings', async () => {
      const order = await registerOrder(t, packages, {
        packages: [
          [packages['COLFAC-PYME-OFERTA'], 1],
          [packages['COLFAC-DOC-ADIC-100'], 2],
        ],
      });
      const response = await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).set('pAppName', 'COLFACTURA').expect(200);
      const summary = response.body.result.summaryOrder;
      expect(summary.summaryPackages).toEqual([
        {
          packageId: packages['COLFAC-PYME-OFERTA'],
          packageName: expect.any(String),
          quantity: 1,
          unitPrice: 747_899.16,
          discount: 149_580,
          taxIva: 19,
          subTotal: 747_899,
        },
        {
          packageId: packages['COLFAC-DOC-ADIC-100'],
          packageName: expect.any(String),
          quantity: 2,
          unitPrice: 100_840.34,
          discount: 0,
          taxIva: 19,
          // Whole pesos (decision 0010): round(2 × 120.000 / 1,19), not 2 × 100.840,34.
          subTotal: 201_681,
        },
      ]);
      expect(summary).toMatchObject({
        retefuente: 0,
        reteiva: 0,
        reteica: 0,
        totalTaxDiscount: 0,
        fileNamePaymentSupport: null,
        fileNamePaymentRUT: null,
      });
      expect(summary.subTotal).toBe(747_899 + 201_681);
      expect(summary.totalDiscount).toBe(149_580);
      // The order's own total (the pricing rounds each line): what the customer pays.
      const [payment] = await rows<{ amount: string }>(t, 'select amount from payments.payment where reference_uuid = ?', [
        order.referenceUuid,
      ]);
      expect(summary.totalPurchase).toBe(Number(payment.amount));
      expect(summary.totalPurchase).toBe(712_000 + 2 * 120_000);
      expect(summary.subTotal - summary.totalDiscount + summary.taxIva).toBe(summary.totalPurchase);
    });

    it('answers 404 "¡Orden de compra vacía o no existe!" for an unknown order or another app, 400 for bad headers', async () => {
      const unknown = await t
        .http()
        .get(SUMMARY)
        .set('pReferenceUuid', '0b7f6a7e-8f39-4bb6-9d5b-8f0a1c2d3e4f')
        .set('pAppName', 'colfactura')
        .expect(404);
      expect(unknown.body.statusMessage).toBe(EMPTY_ORDER);
      const order = await registerOrder(t, packages);
      const other = await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).set('pAppName', 'firmaya').expect(404);
      expect(other.body.statusMessage).toBe(EMPTY_ORDER);
      await t.http().get(SUMMARY).set('pReferenceUuid', order.referenceUuid).expect(200);
      const bad = await t.http().get(SUMMARY).set('pReferenceUuid', 'nada').set('pAppName', 'nadie').expect(400);
      expect(bad.body.errors).toEqual([
        { field: 'pReferenceUuid', message: 'La referencia de la orden de compra no es válida.' },
        { field: 'pAppName', message: 'La aplicación indicada no existe.' },
      ]);
    });
  });
});
