/**
 * What an invoice or credit note says about a sale, as the order sold it (whole pesos, decision 0010):
 * invoicing keeps this copy when the order is registered and builds every document from it.
 */
export interface InvoicedLine {
  packageCode: string;
  packageName: string;
  quantity: number;
  /** IVA percent (19 for the store's licences). */
  taxPercent: number;
  /** What the line costs before discounts and IVA: newBase + discount. */
  grossBase: number;
  /** Offer and promo discount before IVA (the annex's line AllowanceCharge). */
  discount: number;
  /** The line's extension amount: grossBase − discount, the taxable base. */
  lineExtensionAmount: number;
  ivaAmount: number;
  /** lineExtensionAmount + ivaAmount: the line's total as the order charged it. */
  total: number;
}

/** An order line as ordering prices it (PurchaseOrderRegistered): whole pesos, IVA taken out of the total. */
export interface PricedOrderLine {
  packageCode: string;
  packageName: string;
  quantity: number;
  taxIva: number;
  newBase: number;
  discount: number;
  ivaValue: number;
  total: number;
}

/** The invoice line of an order line: the discount as the annex's line allowance over the gross base. */
export function invoicedLineOf(line: PricedOrderLine): InvoicedLine {
  return {
    packageCode: line.packageCode,
    packageName: line.packageName,
    quantity: Number(line.quantity),
    taxPercent: Number(line.taxIva),
    grossBase: Number(line.newBase) + Number(line.discount),
    discount: Number(line.discount),
    lineExtensionAmount: Number(line.newBase),
    ivaAmount: Number(line.ivaValue),
    total: Number(line.total),
  };
}

/** DIAN's identification type codes (Anexo 1.9, table "Tipos de documentos de identidad"). */
export const DIAN_ID_CODES = { CC: '13', CE: '22', NIT: '31', PA: '41', NUIP: '91', PEP: '47', TI: '12', RC: '11' } as const;

export interface InvoicedBuyer {
  /** 1 persona jurídica, 2 persona natural (AdditionalAccountID). */
  organizationCode: '1' | '2';
  /** DIAN's code of the identification type: 13 CC, 22 CE, 31 NIT, 41 pasaporte, 91 NUIP, 47 PEP. */
  idTypeCode: string;
  documentNumber: string;
  /** NIT check digit, when the document is a NIT. */
  checkDigit: string | null;
  name: string;
  email: string;
  phone: string | null;
  address: string;
  /** DANE code of the municipality (5 digits) and its names. */
  cityCode: string;
  cityName: string;
  departmentCode: string;
  departmentName: string;
}

export interface InvoicedSale {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  lines: InvoicedLine[];
  /** The order's own figures: the documents must add up to them. */
  subTotal: number;
  totalDiscount: number;
  taxIva: number;
  total: number;
  buyer: InvoicedBuyer;
}

/** The monetary totals of a document (the annex's LegalMonetaryTotal and TaxTotal). */
export interface DocumentTotals {
  lineExtensionAmount: number;
  taxExclusiveAmount: number;
  taxInclusiveAmount: number;
  /** Line discounts are inside the lines, so no document-level allowance: 0. */
  allowanceTotalAmount: number;
  payableAmount: number;
  ivaAmount: number;
  /** IVA by percent: taxable base and tax. */
  taxSubtotals: { percent: number; taxableAmount: number; taxAmount: number }[];
}

/** The document's totals from its lines; they must equal the order's, or nothing is issued. */
export function totalsOf(sale: Pick<InvoicedSale, 'lines' | 'total' | 'taxIva' | 'subTotal' | 'totalDiscount'>): DocumentTotals {
  const sum = (pick: (line: InvoicedLine) => number) => sale.lines.reduce((acc, line) => acc + pick(line), 0);
  const lineExtensionAmount = sum((line) => line.lineExtensionAmount);
  const ivaAmount = sum((line) => line.ivaAmount);
  const payableAmount = lineExtensionAmount + ivaAmount;
  const byPercent = new Map<number, { percent: number; taxableAmount: number; taxAmount: number }>();
  for (const line of sale.lines) {
    const entry = byPercent.get(line.taxPercent) ?? { percent: line.taxPercent, taxableAmount: 0, taxAmount: 0 };
    entry.taxableAmount += line.lineExtensionAmount;
    entry.taxAmount += line.ivaAmount;
    byPercent.set(line.taxPercent, entry);
  }
  const mismatch =
    payableAmount !== Number(sale.total) ||
    ivaAmount !== Number(sale.taxIva) ||
    lineExtensionAmount !== Number(sale.subTotal) - Number(sale.totalDiscount) ||
    sale.lines.some(
      (line) => line.grossBase - line.discount !== line.lineExtensionAmount || line.lineExtensionAmount + line.ivaAmount !== line.total,
    );
  if (mismatch) throw new Error(`The order's lines do not add up to its totals (${payableAmount} ≠ ${sale.total})`);
  return {
    lineExtensionAmount,
    taxExclusiveAmount: lineExtensionAmount,
    taxInclusiveAmount: payableAmount,
    allowanceTotalAmount: 0,
    payableAmount,
    ivaAmount,
    taxSubtotals: [...byPercent.values()].sort((a, b) => b.percent - a.percent),
  };
}
