import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { amount2, colombiaDateTime, documentKey, softwareSecurityCode, type DianEnvironment } from '../../domain/document-key';
import { totalsOf, type DocumentTotals, type InvoicedBuyer, type InvoicedSale } from '../../domain/invoiced-sale';

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  attached: 'urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
} as const;

/** DIAN's own NIT: the authorisation provider of every document. */
const DIAN_NIT = '800197268';

const DIAN_AGENCY = { schemeAgencyID: '195', schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)' };

/** The seller (the store's company) and its software as DIAN enabled them (configuration). */
export interface InvoiceIssuer {
  nit: string;
  checkDigit: string;
  legalName: string;
  /** RUT responsibilities, e.g. O-13 (gran contribuyente), R-99-PN (no aplica). */
  taxLevelCode: string;
  address: string;
  cityCode: string;
  cityName: string;
  departmentCode: string;
  departmentName: string;
  email: string;
  softwareId: string;
  softwarePin: string;
  /** The technology provider's NIT (the store itself when it invoices with its own software). */
  providerNit: string;
  environment: DianEnvironment;
}

/** The numbering resolution the invoice's number belongs to (InvoiceControl). */
export interface ResolutionForDocument {
  resolutionNumber: string;
  prefix: string;
  rangeFrom: number;
  rangeTo: number;
  validFrom: string;
  validTo: string;
  technicalKey: string;
}

export interface BuiltDocument {
  xml: string;
  /** CUFE of an invoice, CUDE of a credit note. */
  key: string;
  qrData: string;
  totals: DocumentTotals;
}

export function qrUrl(environment: DianEnvironment, key: string): string {
  const host = environment === 1 ? 'catalogo-vpfe.dian.gov.co' : 'catalogo-vpfe-hab.dian.gov.co';
  return `https://${host}/document/searchqr?documentkey=${key}`;
}

/** The QR's text as the annex lists it for the graphic representation and DianExtensions/QRCode. */
function qrDataOf(
  number: string,
  issuedAt: Date,
  issuer: InvoiceIssuer,
  buyer: InvoicedBuyer,
  totals: DocumentTotals,
  key: string,
  keyName: 'CUFE' | 'CUDE',
): string {
  const { date, time } = colombiaDateTime(issuedAt);
  return [
    `NumFac: ${number}`,
    `FecFac: ${date}`,
    `HorFac: ${time}`,
    `NitFac: ${issuer.nit}`,
    `DocAdq: ${buyer.documentNumber}`,
    `ValFac: ${amount2(totals.lineExtensionAmount)}`,
    `ValIva: ${amount2(totals.ivaAmount)}`,
    `ValOtroIm: 0.00`,
    `ValTolFac: ${amount2(totals.payableAmount)}`,
    `${keyName}: ${key}`,
    `QRCode: ${qrUrl(issuer.environment, key)}`,
  ].join('\n');
}

const money = (parent: XMLBuilder, name: string, value: number) =>
  parent.ele(NS.cbc, `cbc:${name}`, { currencyID: 'COP' }).txt(amount2(value)).up();
const text = (parent: XMLBuilder, name: string, value: string, attrs?: Record<string, string>) =>
  parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(value).up();

function extensions(
  root: XMLBuilder,
  issuer: InvoiceIssuer,
  number: string,
  qrData: string,
  resolution: ResolutionForDocument | null,
): void {
  const ext = root.ele(NS.ext, 'ext:UBLExtensions');
  const dian = ext.ele(NS.ext, 'ext:UBLExtension').ele(NS.ext, 'ext:ExtensionContent').ele(NS.sts, 'sts:DianExtensions');
  if (resolution) {
    const control = dian.ele(NS.sts, 'sts:InvoiceControl');
    control.ele(NS.sts, 'sts:InvoiceAuthorization').txt(resolution.resolutionNumber);
    const period = control.ele(NS.sts, 'sts:AuthorizationPeriod');
    text(period, 'StartDate', resolution.validFrom);
    text(period, 'EndDate', resolution.validTo);
    const authorized = control.ele(NS.sts, 'sts:AuthorizedInvoices');
    if (resolution.prefix) authorized.ele(NS.sts, 'sts:Prefix').txt(resolution.prefix);
    authorized.ele(NS.sts, 'sts:From').txt(String(resolution.rangeFrom));
    authorized.ele(NS.sts, 'sts:To').txt(String(resolution.rangeTo));
  }
  const source = dian.ele(NS.sts, 'sts:InvoiceSource');
  text(source, 'IdentificationCode', 'CO', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
  });
  const provider = dian.ele(NS.sts, 'sts:SoftwareProvider');
  // DIAN's schema (xsd/maindoc/DIAN_UBL_Structures.xsd) enumerates identification types in schemeID: 31 (NIT).
  provider.ele(NS.sts, 'sts:ProviderID', { ...DIAN_AGENCY, schemeID: '31', schemeName: '31' }).txt(issuer.providerNit);
  provider.ele(NS.sts, 'sts:SoftwareID', DIAN_AGENCY).txt(issuer.softwareId);
  dian.ele(NS.sts, 'sts:SoftwareSecurityCode', DIAN_AGENCY).txt(softwareSecurityCode(issuer.softwareId, issuer.softwarePin, number));
  const authorization = dian.ele(NS.sts, 'sts:AuthorizationProvider');
  authorization.ele(NS.sts, 'sts:AuthorizationProviderID', { ...DIAN_AGENCY, schemeID: '31', schemeName: '31' }).txt(DIAN_NIT);
  dian.ele(NS.sts, 'sts:QRCode').txt(
    qrUrl(
      issuer.environment,
      qrData
        .split('\n')
        .find((l) => /^CU[FD]E: /.test(l))!
        .slice(6),
    ),
  );
  // The signature goes in the second extension (added by the signer).
  ext.ele(NS.ext, 'ext:UBLExtension').ele(NS.ext, 'ext:ExtensionContent');
}

function address(
  parent: XMLBuilder,
  element: string,
  party: { cityCode: string; cityName: string; departmentName: string; departmentCode: string; address: string },
): void {
  const node = parent.ele(NS.cac, `cac:${element}`);
  text(node, 'ID', party.cityCode);
  text(node, 'CityName', party.cityName);
  text(node, 'CountrySubentity', party.departmentName);
  text(node, 'CountrySubentityCode', party.departmentCode);
  node.ele(NS.cac, 'cac:AddressLine').ele(NS.cbc, 'cbc:Line').txt(party.address);
  const country = node.ele(NS.cac, 'cac:Country');
  text(country, 'IdentificationCode', 'CO');
  text(country, 'Name', 'Colombia', { languageID: 'es' });
}

interface PartyData {
  organizationCode: '1' | '2';
  idTypeCode: string;
  documentNumber: string;
  checkDigit: string | null;
  name: string;
  taxLevelCode: string;
  email: string;
  cityCode: string;
  cityName: string;
  departmentCode: string;
  departmentName: string;
  address: string;
}

function party(root: XMLBuilder, role: 'AccountingSupplierParty' | 'AccountingCustomerParty', data: PartyData): void {
  const wrapper = root.ele(NS.cac, `cac:${role}`);
  text(wrapper, 'AdditionalAccountID', data.organizationCode);
  const node = wrapper.ele(NS.cac, 'cac:Party');
  if (role === 'AccountingCustomerParty' && data.idTypeCode !== '31') {
    node.ele(NS.cac, 'cac:PartyIdentification').ele(NS.cbc, 'cbc:ID', { schemeName: data.idTypeCode }).txt(data.documentNumber);
  }
  node.ele(NS.cac, 'cac:PartyName').ele(NS.cbc, 'cbc:Name').txt(data.name);
  address(node.ele(NS.cac, 'cac:PhysicalLocation'), 'Address', data);
  const companyId = { ...DIAN_AGENCY, schemeName: data.idTypeCode, ...(data.checkDigit ? { schemeID: data.checkDigit } : {}) };
  const tax = node.ele(NS.cac, 'cac:PartyTaxScheme');
  text(tax, 'RegistrationName', data.name);
  text(tax, 'CompanyID', data.documentNumber, companyId);
  text(tax, 'TaxLevelCode', data.taxLevelCode, { listName: '48' });
  address(tax, 'RegistrationAddress', data);
  const scheme = tax.ele(NS.cac, 'cac:TaxScheme');
  text(scheme, 'ID', '01');
  text(scheme, 'Name', 'IVA');
  const legal = node.ele(NS.cac, 'cac:PartyLegalEntity');
  text(legal, 'RegistrationName', data.name);
  text(legal, 'CompanyID', data.documentNumber, companyId);
  node.ele(NS.cac, 'cac:Contact').ele(NS.cbc, 'cbc:ElectronicMail').txt(data.email);
}

function taxTotal(parent: XMLBuilder, taxAmount: number, subtotals: DocumentTotals['taxSubtotals']): void {
  const node = parent.ele(NS.cac, 'cac:TaxTotal');
  money(node, 'TaxAmount', taxAmount);
  for (const sub of subtotals) {
    const subtotal = node.ele(NS.cac, 'cac:TaxSubtotal');
    money(subtotal, 'TaxableAmount', sub.taxableAmount);
    money(subtotal, 'TaxAmount', sub.taxAmount);
    const category = subtotal.ele(NS.cac, 'cac:TaxCategory');
    text(category, 'Percent', amount2(sub.percent));
    const scheme = category.ele(NS.cac, 'cac:TaxScheme');
    text(scheme, 'ID', '01');
    text(scheme, 'Name', 'IVA');
  }
}

export interface DocumentRequest {
  sale: InvoicedSale;
  issuer: InvoiceIssuer;
  number: string;
  issuedAt: Date;
}

export interface InvoiceRequest extends DocumentRequest {
  resolution: ResolutionForDocument;
}

export interface CreditNoteRequest extends DocumentRequest {
  invoice: { number: string; cufe: string; issuedAt: Date };
  /** The reason written in DiscrepancyResponse (e.g. "Pago reversado por la pasarela"). */
  reason: string;
}

function buyerParty(buyer: InvoicedBuyer): PartyData {
  return { ...buyer, taxLevelCode: 'R-99-PN' };
}

function issuerParty(issuer: InvoiceIssuer): PartyData {
  return {
    organizationCode: '1',
    idTypeCode: '31',
    documentNumber: issuer.nit,
    checkDigit: issuer.checkDigit,
    name: issuer.legalName,
    taxLevelCode: issuer.taxLevelCode,
    email: issuer.email,
    cityCode: issuer.cityCode,
    cityName: issuer.cityName,
    departmentCode: issuer.departmentCode,
    departmentName: issuer.departmentName,
    address: issuer.address,
  };
}

/**
 * The UBL 2.1 document of a sale as DIAN's Anexo Técnico 1.9 models it (decision 0050): DianExtensions,
 * the key (CUFE/CUDE), the parties, the IVA, the totals and one line per package with its discount as a
 * line AllowanceCharge. Unsigned: the signer adds the XAdES-EPES signature in the second extension.
 */
function buildDocument(kind: 'Invoice' | 'CreditNote', request: InvoiceRequest | CreditNoteRequest): BuiltDocument {
  const { sale, issuer, number, issuedAt } = request;
  const totals = totalsOf(sale);
  const invoice = kind === 'Invoice' ? (request as InvoiceRequest) : null;
  const note = kind === 'CreditNote' ? (request as CreditNoteRequest) : null;
  const key = documentKey({
    number,
    issuedAt,
    lineExtensionAmount: totals.lineExtensionAmount,
    ivaAmount: totals.ivaAmount,
    payableAmount: totals.payableAmount,
    supplierNit: issuer.nit,
    buyerDocumentNumber: sale.buyer.documentNumber,
    secret: invoice ? invoice.resolution.technicalKey : issuer.softwarePin,
    environment: issuer.environment,
  });
  const keyName = invoice ? 'CUFE' : 'CUDE';
  const qrData = qrDataOf(number, issuedAt, issuer, sale.buyer, totals, key, keyName);
  const { date, time } = colombiaDateTime(issuedAt);

  const doc = create({ version: '1.0', encoding: 'UTF-8', standalone: false });
  const root = doc.ele(invoice ? NS.invoice : NS.creditNote, kind, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
    'xmlns:sts': NS.sts,
    'xmlns:ds': NS.ds,
    'xmlns:xades': NS.xades,
    'xmlns:xades141': NS.xades141,
  });
  extensions(root, issuer, number, qrData, invoice?.resolution ?? null);
  text(root, 'UBLVersionID', 'UBL 2.1');
  text(root, 'CustomizationID', invoice ? '10' : '20');
  text(root, 'ProfileID', invoice ? 'DIAN 2.1: Factura Electrónica de Venta' : 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta');
  text(root, 'ProfileExecutionID', String(issuer.environment));
  text(root, 'ID', number);
  text(root, 'UUID', key, { schemeID: String(issuer.environment), schemeName: `${keyName}-SHA384` });
  text(root, 'IssueDate', date);
  text(root, 'IssueTime', time);
  if (invoice) text(root, 'InvoiceTypeCode', '01');
  else text(root, 'CreditNoteTypeCode', '91');
  text(root, 'Note', `Orden de compra ${sale.paymentReference}`);
  text(root, 'DocumentCurrencyCode', 'COP', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listID: 'ISO 4217 Alpha',
  });
  text(root, 'LineCountNumeric', String(sale.lines.length));
  if (note) {
    const discrepancy = root.ele(NS.cac, 'cac:DiscrepancyResponse');
    text(discrepancy, 'ReferenceID', note.invoice.number);
    // 2: anulación de factura electrónica (the whole sale is credited).
    text(discrepancy, 'ResponseCode', '2');
    text(discrepancy, 'Description', note.reason);
  }
  text(root.ele(NS.cac, 'cac:OrderReference'), 'ID', sale.paymentReference).up();
  if (note) {
    const reference = root.ele(NS.cac, 'cac:BillingReference').ele(NS.cac, 'cac:InvoiceDocumentReference');
    text(reference, 'ID', note.invoice.number);
    text(reference, 'UUID', note.invoice.cufe, { schemeName: 'CUFE-SHA384' });
    text(reference, 'IssueDate', colombiaDateTime(note.invoice.issuedAt).date);
  }
  party(root, 'AccountingSupplierParty', issuerParty(issuer));
  party(root, 'AccountingCustomerParty', buyerParty(sale.buyer));
  const means = root.ele(NS.cac, 'cac:PaymentMeans');
  // 1 contado; 48 tarjeta / medio electrónico (the store is paid before it invoices).
  text(means, 'ID', '1');
  text(means, 'PaymentMeansCode', '48');
  taxTotal(root, totals.ivaAmount, totals.taxSubtotals);
  const legal = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  money(legal, 'LineExtensionAmount', totals.lineExtensionAmount);
  money(legal, 'TaxExclusiveAmount', totals.taxExclusiveAmount);
  money(legal, 'TaxInclusiveAmount', totals.taxInclusiveAmount);
  money(legal, 'AllowanceTotalAmount', totals.allowanceTotalAmount);
  money(legal, 'PayableAmount', totals.payableAmount);
  sale.lines.forEach((line, index) => {
    const node = root.ele(NS.cac, invoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine');
    text(node, 'ID', String(index + 1));
    text(node, invoice ? 'InvoicedQuantity' : 'CreditedQuantity', String(line.quantity), { unitCode: '94' });
    money(node, 'LineExtensionAmount', line.lineExtensionAmount);
    const lineTax = [{ percent: line.taxPercent, taxableAmount: line.lineExtensionAmount, taxAmount: line.ivaAmount }];
    // UBL orders them differently: InvoiceLine has the allowance before the tax, CreditNoteLine after it.
    if (note) taxTotal(node, line.ivaAmount, lineTax);
    if (line.discount > 0) {
      const allowance = node.ele(NS.cac, 'cac:AllowanceCharge');
      text(allowance, 'ID', '1');
      text(allowance, 'ChargeIndicator', 'false');
      text(allowance, 'AllowanceChargeReason', 'Descuento');
      text(allowance, 'MultiplierFactorNumeric', amount2((line.discount * 100) / line.grossBase));
      money(allowance, 'Amount', line.discount);
      money(allowance, 'BaseAmount', line.grossBase);
    }
    if (invoice) taxTotal(node, line.ivaAmount, lineTax);
    const item = node.ele(NS.cac, 'cac:Item');
    text(item, 'Description', line.packageName);
    text(item.ele(NS.cac, 'cac:StandardItemIdentification'), 'ID', line.packageCode, {
      schemeID: '999',
      schemeName: 'Estándar de adopción del contribuyente',
    });
    const price = node.ele(NS.cac, 'cac:Price');
    // The unit price before IVA and discount; the annex allows more than two decimals here.
    price
      .ele(NS.cbc, 'cbc:PriceAmount', { currencyID: 'COP' })
      .txt((line.grossBase / line.quantity).toFixed(6).replace(/\.?0+$/, ''))
      .up();
    text(price, 'BaseQuantity', String(line.quantity), { unitCode: '94' });
  });
  return { xml: doc.end({ prettyPrint: false }), key, qrData, totals };
}

export function buildInvoice(request: InvoiceRequest): BuiltDocument {
  return buildDocument('Invoice', request);
}

export function buildCreditNote(request: CreditNoteRequest): BuiltDocument {
  return buildDocument('CreditNote', request);
}
