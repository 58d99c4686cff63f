import { unzipSync, strFromU8 } from 'fflate';
import { priceCart, type CartPromotion, type PricingLine } from '@lic/shared-rules';
import { invoicedLineOf, totalsOf, type InvoicedSale } from '../../domain/invoiced-sale';
import { makeDevelopmentCertificate } from '../signing/signing-certificate';
import { signUblDocument, verifyUblSignature } from '../signing/xades-signer';
import { buildAttachedDocument, buyerZip } from './attached-document';
import { buildCreditNote, buildInvoice, type InvoiceIssuer, type ResolutionForDocument } from './ubl-document';
import { validateUblDocument } from './ubl-schemas';

const issuer: InvoiceIssuer = {
  nit: '900000001',
  checkDigit: '9',
  legalName: 'Tienda de Licencias S.A.S.',
  taxLevelCode: 'O-13',
  address: 'Calle 100 # 8A-55',
  cityCode: '11001',
  cityName: 'Bogotá, D.C.',
  departmentCode: '11',
  departmentName: 'Bogotá',
  email: 'facturacion@licencias.localhost',
  softwareId: 'software-de-desarrollo',
  softwarePin: '12345',
  providerNit: '900000001',
  environment: 2,
};
const resolution: ResolutionForDocument = {
  resolutionNumber: '18760000001',
  prefix: 'SETP',
  rangeFrom: 990000000,
  rangeTo: 995000000,
  validFrom: '2026-01-01',
  validTo: '2030-12-31',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
};
const credentials = makeDevelopmentCertificate('Tienda de Licencias S.A.S.', '900000001');

/** An order as ordering prices it (the same module the storefront and the server use). */
function saleOf(quantity: number, promotion: CartPromotion | null): InvoicedSale {
  const line: PricingLine = {
    packageId: 7,
    packageCode: 'FIRMAYA-50',
    packageName: 'Firmaya 50 firmas',
    price: 150_000,
    taxIva: 19,
    offer: { applyOffer: false, offerTypeCode: null, totalOffer: 0 },
    quantity,
    countOnce: false,
  };
  const cart = priceCart([line], promotion);
  return {
    referenceUuid: '6f1c2b4e-8d9a-4e0b-9f3c-2a1b3c4d5e6f',
    paymentReference: 'FY-000123',
    appName: 'firmaya',
    lines: cart.lines.map((priced) => invoicedLineOf({ ...priced, taxIva: priced.taxiva })),
    subTotal: cart.subTotal,
    totalDiscount: cart.totalDiscount,
    taxIva: cart.taxIva,
    total: cart.total,
    buyer: {
      organizationCode: '2',
      idTypeCode: '13',
      documentNumber: '1020304050',
      checkDigit: null,
      name: 'Lucía Gómez Ríos',
      email: 'lucia@ejemplo.com.co',
      phone: null,
      address: 'Calle 10 # 43-12',
      cityCode: '05001',
      cityName: 'Medellín',
      departmentCode: '05',
      departmentName: 'Antioquia',
    },
  };
}

const PERCENT_PROMO: CartPromotion = {
  promotionCode: 'DESC10',
  offerTypeCode: 'PTJ',
  offerValue: 10,
  applyTotalPurchase: true,
  packageIds: [],
};
const VALUE_PROMO: CartPromotion = {
  promotionCode: 'MENOS5000',
  offerTypeCode: 'VLR',
  offerValue: 5_000,
  applyTotalPurchase: false,
  packageIds: [7],
};
const amount = (xml: string, name: string) => Number(new RegExp(`<cbc:${name} currencyID="COP">([0-9.]+)</cbc:${name}>`).exec(xml)?.[1]);

describe('the UBL 2.1 invoice of an order', () => {
  it.each([1, 2, 3, 7].flatMap((quantity) => [null, PERCENT_PROMO, VALUE_PROMO].map((promo) => [quantity, promo] as const)))(
    'adds up to the order for quantity %i and promo %j (whole pesos, IVA 19 %, discount as a line allowance)',
    (quantity, promo) => {
      const sale = saleOf(quantity, promo);
      const built = buildInvoice({ sale, issuer, number: 'SETP990000001', issuedAt: new Date('2026-11-28T15:00:00Z'), resolution });
      expect(built.totals.payableAmount).toBe(sale.total);
      expect(amount(built.xml, 'PayableAmount')).toBe(sale.total);
      expect(amount(built.xml, 'TaxInclusiveAmount')).toBe(sale.total);
      expect(amount(built.xml, 'LineExtensionAmount')).toBe(sale.subTotal - sale.totalDiscount);
      expect(amount(built.xml, 'TaxAmount')).toBe(sale.taxIva);
      expect(Number.isInteger(sale.total)).toBe(true);
      if (promo) {
        expect(sale.totalDiscount).toBeGreaterThan(0);
        expect(built.xml).toContain(`<cbc:ChargeIndicator>false</cbc:ChargeIndicator>`);
        expect(amount(built.xml, 'Amount')).toBe(sale.totalDiscount);
      } else {
        expect(built.xml).not.toContain('AllowanceCharge');
      }
    },
  );

  it('refuses lines that do not add up to the order', () => {
    const sale = saleOf(2, null);
    expect(() => totalsOf({ ...sale, total: sale.total + 1 })).toThrow(/do not add up/);
  });

  it('validates against UBL 2.1 and DIAN schemas once signed, and the XAdES-EPES signature verifies', async () => {
    const sale = saleOf(3, PERCENT_PROMO);
    const built = buildInvoice({ sale, issuer, number: 'SETP990000001', issuedAt: new Date('2026-11-28T15:00:00Z'), resolution });
    const signed = signUblDocument(built.xml, credentials);
    expect(await validateUblDocument(signed)).toEqual({ valid: true, errors: [] });
    expect(verifyUblSignature(signed)).toBe(true);
    expect(verifyUblSignature(signed.replace(`${sale.total}.00</cbc:PayableAmount>`, `${sale.total + 1}.00</cbc:PayableAmount>`))).toBe(
      false,
    );
    expect(signed).toContain(
      '<xades:Identifier>https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf</xades:Identifier>',
    );
    expect(signed).toContain('dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=');
    expect(signed).toContain(`<cbc:UUID schemeID="2" schemeName="CUFE-SHA384">${built.key}</cbc:UUID>`);
  }, 60_000);

  it('finds what the schemas forbid (DianExtensions included)', async () => {
    const built = buildInvoice({ sale: saleOf(1, null), issuer, number: 'SETP990000001', issuedAt: new Date(), resolution });
    const broken = built.xml.replace(/<sts:SoftwareSecurityCode[^>]*>[0-9a-f]+<\/sts:SoftwareSecurityCode>/, '');
    const result = await validateUblDocument(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.join(' ')).toMatch(/AuthorizationProvider|SoftwareSecurityCode/);
  }, 60_000);

  it('builds a credit note (CUDE) that references the invoice and validates', async () => {
    const sale = saleOf(2, VALUE_PROMO);
    const invoice = buildInvoice({ sale, issuer, number: 'SETP990000001', issuedAt: new Date('2026-11-28T15:00:00Z'), resolution });
    const note = buildCreditNote({
      sale,
      issuer,
      number: 'NC1',
      issuedAt: new Date('2026-11-29T15:00:00Z'),
      invoice: { number: 'SETP990000001', cufe: invoice.key, issuedAt: new Date('2026-11-28T15:00:00Z') },
      reason: 'Pago reversado por la pasarela',
    });
    const signed = signUblDocument(note.xml, credentials);
    expect(await validateUblDocument(signed)).toEqual({ valid: true, errors: [] });
    expect(verifyUblSignature(signed)).toBe(true);
    expect(signed).toContain(`<cbc:UUID schemeName="CUFE-SHA384">${invoice.key}</cbc:UUID>`);
    expect(signed).toContain('schemeName="CUDE-SHA384"');
    expect(note.totals.payableAmount).toBe(sale.total);
  }, 60_000);

  it('wraps the signed invoice in an AttachedDocument that validates, zipped with the PDF for the buyer', async () => {
    const sale = saleOf(1, null);
    const built = buildInvoice({ sale, issuer, number: 'SETP990000001', issuedAt: new Date(), resolution });
    const signed = signUblDocument(built.xml, credentials);
    const attached = buildAttachedDocument({
      kind: 'INVOICE',
      number: 'SETP990000001',
      documentKey: built.key,
      issuedAt: new Date(),
      signedXml: signed,
      issuer,
      buyer: sale.buyer,
    });
    expect(await validateUblDocument(attached)).toEqual({ valid: true, errors: [] });
    const zip = unzipSync(new Uint8Array(buyerZip('ad0900000001000260000000a', attached, Buffer.from('%PDF-1.7'))));
    expect(Object.keys(zip).sort()).toEqual(['ad0900000001000260000000a.pdf', 'ad0900000001000260000000a.xml']);
    expect(strFromU8(zip['ad0900000001000260000000a.xml'])).toContain('SETP990000001');
  }, 60_000);
});
