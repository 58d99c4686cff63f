import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { withinDeadline } from '@lic/server-kernel';
import { DOMParser } from '@xmldom/xmldom';
import { zipSync, strToU8 } from 'fflate';
import { SignedXml } from 'xml-crypto';
import type { DocumentForSubmission, InvoicingPort, SubmissionOutcome } from '../../application/ports/invoicing.port';
import { INVOICING_CONFIG, type DianProviderConfig, type InvoicingConfig } from '../invoicing.config';
import { certificateFacts, credentialsFromPkcs12, type SigningCredentials } from '../signing/signing-certificate';

const SOAP = 'http://www.w3.org/2003/05/soap-envelope';
const WSA = 'http://www.w3.org/2005/08/addressing';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const DIAN = 'http://wcf.dian.colombia';
const X509V3 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

/** A delivery that did not reach DIAN or got no answer: the job engine retries it. */
export class DianUnavailableError extends Error {}

/**
 * The `dian` adapter: DIAN's SOAP web service (WcfDianCustomerServices) with WS-Security (the company's
 * certificate signs the wsa:To and the timestamp). With a test set id it calls SendTestSetAsync
 * (habilitación: DIAN answers a ZipKey, status ENVIADA); without, SendBillSync (production: DIAN answers
 * the validation at once, ACEPTADA or RECHAZADA with its reasons).
 */
@Injectable()
export class DianInvoicingAdapter implements InvoicingPort {
  readonly name = 'dian' as const;
  private readonly dian: DianProviderConfig;
  private credentials?: SigningCredentials;

  constructor(@Inject(INVOICING_CONFIG) config: InvoicingConfig) {
    if (!config.dian) throw new Error('The dian adapter needs its configuration');
    this.dian = config.dian;
  }

  signingCredentials(): Promise<SigningCredentials> {
    this.credentials ??= credentialsFromPkcs12(this.dian.certificateP12, this.dian.certificatePassword);
    return Promise.resolve(this.credentials);
  }

  async submit(document: DocumentForSubmission): Promise<SubmissionOutcome> {
    const zipName = document.fileName.replace(/\.xml$/, '.zip');
    const zip = Buffer.from(zipSync({ [document.fileName]: strToU8(document.signedXml) })).toString('base64');
    const action = this.dian.testSetId ? 'SendTestSetAsync' : 'SendBillSync';
    const body =
      `<wcf:${action} xmlns:wcf="${DIAN}"><wcf:fileName>${zipName}</wcf:fileName><wcf:contentFile>${zip}</wcf:contentFile>` +
      (this.dian.testSetId ? `<wcf:testSetId>${this.dian.testSetId}</wcf:testSetId>` : '') +
      `</wcf:${action}>`;
    return readDianAnswer(await this.call(action, body));
  }

  /** GetStatusZip by the ZipKey of a test-set delivery: DIAN's validation, or null while it is still processing. */
  async answerOf(trackId: string): Promise<SubmissionOutcome | null> {
    const body = `<wcf:GetStatusZip xmlns:wcf="${DIAN}"><wcf:trackId>${escapeXml(trackId)}</wcf:trackId></wcf:GetStatusZip>`;
    return readStatusZipAnswer(await this.call('GetStatusZip', body), trackId);
  }

  private async call(action: string, body: string): Promise<string> {
    const envelope = dianEnvelope(`${DIAN}/IWcfDianCustomerServices/${action}`, this.dian.url, body, await this.signingCredentials());
    let answer: string;
    try {
      answer = await withinDeadline(this.dian.timeoutMs, async (signal) => {
        const response = await fetch(this.dian.url, {
          method: 'POST',
          headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${DIAN}/IWcfDianCustomerServices/${action}"` },
          body: envelope,
          signal,
        });
        const text = await response.text();
        if (!response.ok && !text.includes('Envelope')) throw new DianUnavailableError(`DIAN respondió ${response.status}`);
        return text;
      });
    } catch (error) {
      if (error instanceof DianUnavailableError) throw error;
      throw new DianUnavailableError(`No se pudo contactar el servicio de la DIAN: ${(error as Error).message}`);
    }
    return answer;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** DIAN's StatusCode while a test-set ZIP is still being validated ("En proceso de validación"). */
export const DIAN_IN_PROCESS = '98';

/**
 * GetStatusZip's answer: a list of DianResponse (IsValid, StatusCode, StatusDescription, ErrorMessage). None yet,
 * or StatusCode 98, means DIAN is still validating (null); otherwise ACEPTADA or RECHAZADA with its reasons.
 */
export function readStatusZipAnswer(xml: string, trackId: string): SubmissionOutcome | null {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  type Node = Pick<typeof doc, 'getElementsByTagNameNS'>;
  const texts = (node: Node, name: string) =>
    Array.from(node.getElementsByTagNameNS('*', name)).map((found) => (found.textContent ?? '').trim());
  const fault = texts(doc, 'Text')[0] ?? texts(doc, 'faultstring')[0];
  if (fault) throw new DianUnavailableError(`La DIAN devolvió un error SOAP: ${fault}`);
  const responses = Array.from(doc.getElementsByTagNameNS('*', 'DianResponse'));
  if (responses.length === 0) return null;
  const reasons: string[] = [];
  let valid = true;
  for (const response of responses) {
    const statusCode = texts(response, 'StatusCode')[0] ?? '';
    if (statusCode === '' || statusCode === DIAN_IN_PROCESS) return null;
    valid &&= texts(response, 'IsValid')[0] === 'true';
    const description = texts(response, 'StatusDescription')[0] ?? '';
    reasons.push(`${statusCode} ${description}`.trim());
    for (const list of Array.from(response.getElementsByTagNameNS('*', 'ErrorMessage')))
      for (const item of Array.from(list.getElementsByTagNameNS('*', 'string')))
        if (item.textContent?.trim()) reasons.push(item.textContent.trim());
  }
  return { status: valid ? 'ACEPTADA' : 'RECHAZADA', reasons: reasons.filter(Boolean), trackId };
}

/** A SOAP 1.2 envelope with WS-Addressing and a WS-Security header signed with the certificate. */
export function dianEnvelope(action: string, to: string, body: string, credentials: SigningCredentials, now = new Date()): string {
  const cert = certificateFacts(credentials.certificatePem);
  const tokenId = `X509-${randomUUID()}`;
  const toId = `id-${randomUUID()}`;
  const created = now.toISOString();
  const expires = new Date(now.getTime() + 60_000).toISOString();
  const unsigned =
    `<soap:Envelope xmlns:soap="${SOAP}" xmlns:wcf="${DIAN}"><soap:Header xmlns:wsa="${WSA}">` +
    `<wsse:Security xmlns:wsse="${WSSE}" xmlns:wsu="${WSU}"><wsu:Timestamp wsu:Id="TS-${randomUUID()}"><wsu:Created>${created}</wsu:Created><wsu:Expires>${expires}</wsu:Expires></wsu:Timestamp>` +
    `<wsse:BinarySecurityToken EncodingType="${BASE64}" ValueType="${X509V3}" wsu:Id="${tokenId}">${cert.derBase64}</wsse:BinarySecurityToken></wsse:Security>` +
    `<wsa:Action>${action}</wsa:Action><wsa:To xmlns:wsu="${WSU}" wsu:Id="${toId}">${to}</wsa:To></soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`;
  const signer = new SignedXml({
    privateKey: credentials.privateKeyPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: EXC_C14N,
    idAttribute: 'wsu:Id',
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference xmlns:wsse="${WSSE}"><wsse:Reference URI="#${tokenId}" ValueType="${X509V3}"/></wsse:SecurityTokenReference>`,
  });
  signer.addReference({
    xpath: `//*[local-name(.)='To']`,
    transforms: [EXC_C14N],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    inclusiveNamespacesPrefixList: ['soap', 'wcf'],
  });
  signer.computeSignature(unsigned, { prefix: 'ds', location: { reference: "//*[local-name(.)='Security']", action: 'append' } });
  return signer.getSignedXml();
}

/** DIAN's answer: SendBillSync's DianResponse (IsValid, StatusCode, ErrorMessage) or SendTestSetAsync's ZipKey. */
export function readDianAnswer(xml: string): SubmissionOutcome {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const texts = (name: string) => Array.from(doc.getElementsByTagNameNS('*', name)).map((node) => (node.textContent ?? '').trim());
  const fault = texts('Text')[0] ?? texts('faultstring')[0];
  if (fault) throw new DianUnavailableError(`La DIAN devolvió un error SOAP: ${fault}`);
  const zipKey = texts('ZipKey')[0];
  const stringsIn = (name: string) =>
    Array.from(doc.getElementsByTagNameNS('*', name)).flatMap((node) =>
      Array.from(node.getElementsByTagNameNS('*', 'string')).map((item) => (item.textContent ?? '').trim()),
    );
  const errors = stringsIn('ErrorMessage').filter(Boolean);
  const listErrors = texts('ProcessedMessage').filter(Boolean);
  if (zipKey) return { status: 'ENVIADA', reasons: listErrors, trackId: zipKey };
  const isValid = texts('IsValid')[0];
  if (isValid === undefined) throw new DianUnavailableError('La respuesta de la DIAN no trae IsValid ni ZipKey');
  const statusCode = texts('StatusCode')[0] ?? '';
  const description = texts('StatusDescription')[0] ?? '';
  const reasons = [`${statusCode} ${description}`.trim(), ...errors].filter(Boolean);
  return { status: isValid === 'true' ? 'ACEPTADA' : 'RECHAZADA', reasons, trackId: texts('XmlDocumentKey')[0] ?? null };
}
