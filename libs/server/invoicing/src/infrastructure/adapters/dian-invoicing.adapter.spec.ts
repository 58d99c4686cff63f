import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import { unzipSync, strFromU8 } from 'fflate';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { loadInvoicingConfig, type InvoicingConfig } from '../invoicing.config';
import { makeDevelopmentCertificate } from '../signing/signing-certificate';
import { DianInvoicingAdapter, DianUnavailableError, readDianAnswer } from './dian-invoicing.adapter';

const credentials = makeDevelopmentCertificate('Tienda de Licencias S.A.S.', '900000001');
const p12 = Buffer.from(
  forge.asn1
    .toDer(
      forge.pkcs12.toPkcs12Asn1(
        forge.pki.privateKeyFromPem(credentials.privateKeyPem),
        [forge.pki.certificateFromPem(credentials.certificatePem)],
        'clave-p12',
      ),
    )
    .getBytes(),
  'binary',
);

const ACCEPTED = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><b:ErrorMessage/><b:IsValid>true</b:IsValid><b:StatusCode>00</b:StatusCode><b:StatusDescription>Procesado Correctamente.</b:StatusDescription><b:XmlDocumentKey>abc</b:XmlDocumentKey></SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>`;
const REJECTED = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><b:ErrorMessage><c:string>Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.</c:string></b:ErrorMessage><b:IsValid>false</b:IsValid><b:StatusCode>99</b:StatusCode><b:StatusDescription>Validación contiene errores en campos mandatorios.</b:StatusDescription></SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>`;
const TEST_SET = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendTestSetAsyncResponse xmlns="http://wcf.dian.colombia"><SendTestSetAsyncResult xmlns:b="http://schemas.datacontract.org/2004/07/UploadDocumentResponse"><b:ErrorMessageList/><b:ZipKey>3e1b-zip-key</b:ZipKey></SendTestSetAsyncResult></SendTestSetAsyncResponse></s:Body></s:Envelope>`;

describe('the dian adapter (against a fake DIAN web service on loopback)', () => {
  let server: Server;
  let url: string;
  let answer = ACCEPTED;
  const received: { action: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ action: String(req.headers['content-type']), body });
        res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8', connection: 'close' }).end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/WcfDianCustomerServices.svc`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
    expect(request.action).toContain('IWcfDianCustomerServices/SendBillSync');
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
