import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { makeDevelopmentCertificate } from '../infrastructure/signing/signing-certificate';

/** A company certificate for the `dian` adapter's tests: the development one, as the PKCS#12 DIAN's users upload. */
export function dianTestCertificate() {
  const credentials = makeDevelopmentCertificate('Tienda de Licencias S.A.S.', '900000001');
  const password = 'clave-p12';
  const p12 = Buffer.from(
    forge.asn1
      .toDer(
        forge.pkcs12.toPkcs12Asn1(
          forge.pki.privateKeyFromPem(credentials.privateKeyPem),
          [forge.pki.certificateFromPem(credentials.certificatePem)],
          password,
        ),
      )
      .getBytes(),
    'binary',
  );
  return { credentials, p12, password };
}

const ENVELOPE = (body: string) => `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body>${body}</s:Body></s:Envelope>`;

export const DIAN_ANSWERS = {
  accepted: ENVELOPE(
    `<SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><b:ErrorMessage/><b:IsValid>true</b:IsValid><b:StatusCode>00</b:StatusCode><b:StatusDescription>Procesado Correctamente.</b:StatusDescription><b:XmlDocumentKey>abc</b:XmlDocumentKey></SendBillSyncResult></SendBillSyncResponse>`,
  ),
  rejected: ENVELOPE(
    `<SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><b:ErrorMessage><c:string>Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.</c:string></b:ErrorMessage><b:IsValid>false</b:IsValid><b:StatusCode>99</b:StatusCode><b:StatusDescription>Validación contiene errores en campos mandatorios.</b:StatusDescription></SendBillSyncResult></SendBillSyncResponse>`,
  ),
  testSet: (zipKey: string) =>
    ENVELOPE(
      `<SendTestSetAsyncResponse xmlns="http://wcf.dian.colombia"><SendTestSetAsyncResult xmlns:b="http://schemas.datacontract.org/2004/07/UploadDocumentResponse"><b:ErrorMessageList/><b:ZipKey>${zipKey}</b:ZipKey></SendTestSetAsyncResult></SendTestSetAsyncResponse>`,
    ),
  /** GetStatusZip's answer: one DianResponse with this code (98: still being validated), validity and errors. */
  statusZip: (statusCode: string, isValid: boolean, description: string, errors: string[] = []) =>
    ENVELOPE(
      `<GetStatusZipResponse xmlns="http://wcf.dian.colombia"><GetStatusZipResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><b:DianResponse><b:ErrorMessage>${errors
        .map((error) => `<c:string>${error}</c:string>`)
        .join(
          '',
        )}</b:ErrorMessage><b:IsValid>${isValid}</b:IsValid><b:StatusCode>${statusCode}</b:StatusCode><b:StatusDescription>${description}</b:StatusDescription><b:XmlDocumentKey>k</b:XmlDocumentKey></b:DianResponse></GetStatusZipResult></GetStatusZipResponse>`,
    ),
};

export interface FakeDianRequest {
  /** The SOAP action of the content type, e.g. SendTestSetAsync, GetStatusZip. */
  action: string;
  contentType: string;
  body: string;
}

/**
 * DIAN's web service on loopback for the tests: records every SOAP call and answers what `answer` returns for
 * it (by default an acceptance).
 */
export class FakeDianServer {
  readonly received: FakeDianRequest[] = [];
  answer: (request: FakeDianRequest) => string = () => DIAN_ANSWERS.accepted;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const contentType = String(req.headers['content-type']);
        const request = { action: /IWcfDianCustomerServices\/(\w+)/.exec(contentType)?.[1] ?? '', contentType, body };
        this.received.push(request);
        res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8', connection: 'close' }).end(this.answer(request));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/WcfDianCustomerServices.svc`;
    return this;
  }

  calls(action: string): FakeDianRequest[] {
    return this.received.filter((request) => request.action === action);
  }

  stop(): Promise<void> {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
