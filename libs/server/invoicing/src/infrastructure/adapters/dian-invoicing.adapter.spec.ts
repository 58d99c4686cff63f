import { DOMParser } from '@xmldom/xmldom';
import { unzipSync, strFromU8 } from 'fflate';
import { SignedXml } from 'xml-crypto';
import { DIAN_ANSWERS, FakeDianServer, dianTestCertificate } from '../../test/fake-dian-server';
import { loadInvoicingConfig, type InvoicingConfig } from '../invoicing.config';
import { DianInvoicingAdapter, DianUnavailableError, readDianAnswer, readStatusZipAnswer } from './dian-invoicing.adapter';

const { credentials, p12 } = dianTestCertificate();
const ACCEPTED = DIAN_ANSWERS.accepted;
const REJECTED = DIAN_ANSWERS.rejected;
const TEST_SET = DIAN_ANSWERS.testSet('3e1b-zip-key');

describe('the dian adapter (against a fake DIAN web service on loopback)', () => {
  const dian = new FakeDianServer();
  let url: string;
  let answer = ACCEPTED;
  const received = dian.received;

  beforeAll(async () => {
    dian.answer = () => answer;
    url = (await dian.start()).url;
  });
  afterAll(() => dian.stop());

  const adapter = (testSetId: string | null) =>
    new DianInvoicingAdapter({
      dian: { url, testSetId, certificateP12: p12, certificatePassword: 'clave-p12', timeoutMs: 5_000 },
    } as InvoicingConfig);

  const document = {
    kind: 'INVOICE' as const,
    number: 'SETP990000001',
    documentKey: 'k',
    signedXml: '<Invoice/>',
    fileName: 'fv09000000010002600000001.xml',
  };

  it('sends SendBillSync with the ZIP and a WS-Security signature that verifies, and reads an acceptance', async () => {
    answer = ACCEPTED;
    const outcome = await adapter(null).submit(document);
    expect(outcome).toEqual({ status: 'ACEPTADA', reasons: ['00 Procesado Correctamente.'], trackId: 'abc' });
    const request = received.at(-1)!;
    expect(request.contentType).toContain('IWcfDianCustomerServices/SendBillSync');
    const doc = new DOMParser().parseFromString(request.body, 'text/xml');
    const zip = doc.getElementsByTagNameNS('http://wcf.dian.colombia', 'contentFile')[0].textContent!;
    expect(strFromU8(unzipSync(Buffer.from(zip, 'base64'))['fv09000000010002600000001.xml'])).toBe('<Invoice/>');
    expect(doc.getElementsByTagNameNS('http://wcf.dian.colombia', 'fileName')[0].textContent).toBe('fv09000000010002600000001.zip');
    const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    const verifier = new SignedXml({ publicCert: credentials.certificatePem, idAttribute: 'wsu:Id' });
    verifier.loadSignature(signature as unknown as Node);
    expect(verifier.checkSignature(request.body)).toBe(true);
  });

  it('keeps DIAN rejection reasons', async () => {
    answer = REJECTED;
    const outcome = await adapter(null).submit(document);
    expect(outcome.status).toBe('RECHAZADA');
    expect(outcome.reasons).toEqual([
      '99 Validación contiene errores en campos mandatorios.',
      'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.',
    ]);
  });

  it('sends the test set asynchronously and keeps its ZipKey (ENVIADA)', async () => {
    answer = TEST_SET;
    const outcome = await adapter('test-set-1').submit(document);
    expect(outcome).toEqual({ status: 'ENVIADA', reasons: [], trackId: '3e1b-zip-key' });
    expect(received.at(-1)!.body).toContain('<wcf:testSetId>test-set-1</wcf:testSetId>');
  });

  it("asks GetStatusZip for a test set's answer by its ZipKey: none while DIAN validates (98), then its verdict with the reasons", async () => {
    answer = DIAN_ANSWERS.statusZip('98', false, 'En proceso de validación');
    expect(await adapter('test-set-1').answerOf('3e1b-zip-key')).toBeNull();
    const request = received.at(-1)!;
    expect(request.action).toBe('GetStatusZip');
    expect(request.body).toContain('<wcf:trackId>3e1b-zip-key</wcf:trackId>');
    answer = DIAN_ANSWERS.statusZip('00', true, 'Procesado Correctamente.');
    expect(await adapter('test-set-1').answerOf('3e1b-zip-key')).toEqual({
      status: 'ACEPTADA',
      reasons: ['00 Procesado Correctamente.'],
      trackId: '3e1b-zip-key',
    });
    answer = DIAN_ANSWERS.statusZip('99', false, 'Validación contiene errores en campos mandatorios.', [
      'Regla: FAD06, Rechazo: CUFE mal calculado.',
    ]);
    expect(await adapter('test-set-1').answerOf('3e1b-zip-key')).toEqual({
      status: 'RECHAZADA',
      reasons: ['99 Validación contiene errores en campos mandatorios.', 'Regla: FAD06, Rechazo: CUFE mal calculado.'],
      trackId: '3e1b-zip-key',
    });
    expect(readStatusZipAnswer('<s:Envelope xmlns:s="x"><s:Body><GetStatusZipResponse/></s:Body></s:Envelope>', 'z')).toBeNull();
  });

  it('throws (so the job engine retries) when DIAN cannot be reached or answers a fault', async () => {
    const unreachable = new DianInvoicingAdapter({
      dian: { url: 'http://127.0.0.1:1/none', testSetId: null, certificateP12: p12, certificatePassword: 'clave-p12', timeoutMs: 2_000 },
    } as InvoicingConfig);
    await expect(unreachable.submit(document)).rejects.toBeInstanceOf(DianUnavailableError);
    expect(() =>
      readDianAnswer(
        '<s:Envelope xmlns:s="x"><s:Body><s:Fault><s:Reason><s:Text>Unauthorized</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>',
      ),
    ).toThrow(DianUnavailableError);
  });
});

describe('the invoicing configuration', () => {
  it('refuses to start in production with the local adapter, and names what the dian adapter lacks', () => {
    expect(() => loadInvoicingConfig({ NODE_ENV: 'production', INVOICING_SECRET_KEY: Buffer.alloc(32, 1).toString('base64') })).toThrow(
      /INVOICING_PROVIDER debe ser "dian"/,
    );
    expect(() =>
      loadInvoicingConfig({
        NODE_ENV: 'production',
        INVOICING_PROVIDER: 'local',
        INVOICING_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      }),
    ).toThrow(/En producción la facturación electrónica requiere INVOICING_PROVIDER=dian/);
    expect(() => loadInvoicingConfig({ NODE_ENV: 'production', INVOICING_PROVIDER: 'dian' })).toThrow(/Falta INVOICING_DIAN_URL/);
  });

  it('defaults to the local adapter and DIAN test environment outside production', () => {
    const config = loadInvoicingConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({ provider: 'local', dian: null, creditNotePrefix: 'NC', validateSchemas: true });
    expect(config.issuer.environment).toBe(2);
  });
});
