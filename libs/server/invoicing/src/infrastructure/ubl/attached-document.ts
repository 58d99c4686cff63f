import { zipSync, strToU8 } from 'fflate';
import { create } from 'xmlbuilder2';
import { colombiaDateTime } from '../../domain/document-key';
import type { InvoicedBuyer } from '../../domain/invoiced-sale';
import { NS, type InvoiceIssuer } from './ubl-document';

const DIAN_AGENCY = { schemeAgencyID: '195', schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)' };

export interface AttachedDocumentRequest {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  documentKey: string;
  issuedAt: Date;
  signedXml: string;
  issuer: InvoiceIssuer;
  buyer: InvoicedBuyer;
  /** DIAN's validation answer (ApplicationResponse), when the provider got one. */
  applicationResponse?: string | null;
}

/**
 * The annex's AttachedDocument (the "contenedor electrónico" sent to the buyer): sender, receiver, the
 * signed document in Attachment/ExternalReference and, when DIAN answered, its validation in
 * ParentDocumentLineReference. The buyer gets it in a ZIP beside the PDF.
 */
export function buildAttachedDocument(request: AttachedDocumentRequest): string {
  const { date, time } = colombiaDateTime(request.issuedAt);
  const doc = create({ version: '1.0', encoding: 'UTF-8', standalone: false });
  const root = doc.ele(NS.attached, 'AttachedDocument', { 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc, 'xmlns:ext': NS.ext });
  const cbc = (parent: typeof root, name: string, value: string, attrs?: Record<string, string>) =>
    parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(value).up();
  cbc(root, 'UBLVersionID', 'UBL 2.1');
  cbc(root, 'CustomizationID', 'Documentos adjuntos');
  cbc(root, 'ProfileID', 'Factura Electrónica de Venta');
  cbc(root, 'ProfileExecutionID', String(request.issuer.environment));
  cbc(root, 'ID', `AD${request.number}`);
  cbc(root, 'IssueDate', date);
  cbc(root, 'IssueTime', time);
  cbc(root, 'DocumentType', 'Contenedor de Factura Electrónica');
  cbc(root, 'ParentDocumentID', request.number);
  const partyTax = (parent: typeof root, name: string, id: string, idType: string, checkDigit: string | null) => {
    const tax = parent.ele(NS.cac, 'cac:PartyTaxScheme');
    cbc(tax, 'RegistrationName', name);
    cbc(tax, 'CompanyID', id, { ...DIAN_AGENCY, schemeName: idType, ...(checkDigit ? { schemeID: checkDigit } : {}) });
    cbc(tax, 'TaxLevelCode', 'R-99-PN');
    const scheme = tax.ele(NS.cac, 'cac:TaxScheme');
    cbc(scheme, 'ID', '01');
    cbc(scheme, 'Name', 'IVA');
  };
  partyTax(root.ele(NS.cac, 'cac:SenderParty'), request.issuer.legalName, request.issuer.nit, '31', request.issuer.checkDigit);
  partyTax(
    root.ele(NS.cac, 'cac:ReceiverParty'),
    request.buyer.name,
    request.buyer.documentNumber,
    request.buyer.idTypeCode,
    request.buyer.checkDigit,
  );
  const external = root.ele(NS.cac, 'cac:Attachment').ele(NS.cac, 'cac:ExternalReference');
  cbc(external, 'MimeCode', 'text/xml');
  cbc(external, 'EncodingCode', 'UTF-8');
  external.ele(NS.cbc, 'cbc:Description').dat(request.signedXml);
  if (request.applicationResponse) {
    const line = root.ele(NS.cac, 'cac:ParentDocumentLineReference');
    cbc(line, 'LineID', '1');
    const reference = line.ele(NS.cac, 'cac:DocumentReference');
    cbc(reference, 'ID', request.number);
    cbc(reference, 'UUID', request.documentKey, { schemeName: request.kind === 'INVOICE' ? 'CUFE-SHA384' : 'CUDE-SHA384' });
    cbc(reference, 'IssueDate', date);
    cbc(reference, 'DocumentType', 'ApplicationResponse');
    const attachment = reference.ele(NS.cac, 'cac:Attachment').ele(NS.cac, 'cac:ExternalReference');
    cbc(attachment, 'MimeCode', 'text/xml');
    cbc(attachment, 'EncodingCode', 'UTF-8');
    attachment.ele(NS.cbc, 'cbc:Description').dat(request.applicationResponse);
  }
  return doc.end({ prettyPrint: false });
}

/** The names DIAN's annex gives the files: ad/fv/nc + NIT (10 digits) + code + year + consecutive (8 hex). */
export function dianFileName(prefix: 'fv' | 'nc' | 'ad' | 'z', nit: string, issuedAt: Date, sequence: number): string {
  const year = colombiaDateTime(issuedAt).date.slice(2, 4);
  return `${prefix}${nit.padStart(10, '0')}000${year}${sequence.toString(16).padStart(8, '0')}`;
}

/** The ZIP mailed to the buyer: the AttachedDocument XML and the PDF. */
export function buyerZip(baseName: string, attachedXml: string, pdf: Buffer): Buffer {
  return Buffer.from(zipSync({ [`${baseName}.xml`]: strToU8(attachedXml), [`${baseName}.pdf`]: new Uint8Array(pdf) }));
}
