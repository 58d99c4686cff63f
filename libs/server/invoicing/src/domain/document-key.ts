import { createHash } from 'node:crypto';

/**
 * The keys DIAN's Anexo Técnico de Factura Electrónica de Venta 1.9 defines for a document (decision 0050):
 * the CUFE of an invoice and the CUDE of a credit note are SHA-384 (lowercase hex) over these fields
 * concatenated without separators, in this order and with these formats:
 *
 *   NumFac FecFac HoraFac ValFac CodImp1 ValImp1 CodImp2 ValImp2 CodImp3 ValImp3 ValTot NitOFE NumAdq ClTec|PIN TipoAmbiente
 *
 * Dates as YYYY-MM-DD, times as HH:mm:ss-05:00 (Colombia), amounts with two decimals and a dot, tax codes
 * 01 (IVA), 04 (INC), 03 (ICA) always present (0.00 when the document has none of them). The CUFE closes
 * with the numbering resolution's technical key; the CUDE with the software PIN.
 */
export interface DocumentKeyFields {
  /** Prefix and consecutive, e.g. SETP990000001. */
  number: string;
  issuedAt: Date;
  /** Σ line extension amounts (before taxes), whole pesos or cents as a number. */
  lineExtensionAmount: number;
  ivaAmount: number;
  incAmount?: number;
  icaAmount?: number;
  payableAmount: number;
  supplierNit: string;
  buyerDocumentNumber: string;
  /** The resolution's technical key (CUFE) or the software PIN (CUDE). */
  secret: string;
  environment: DianEnvironment;
}

/** TipoAmbiente: 1 production, 2 tests (habilitación). */
export type DianEnvironment = 1 | 2;

/** An amount as the annex writes it in the key and the XML: two decimals, a dot, no thousands separator. */
export function amount2(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** The date and time of an instant in Colombia (UTC−05:00, no daylight saving), as the annex formats them. */
export function colombiaDateTime(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + COLOMBIA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: `${local.slice(11, 19)}-05:00` };
}

/** The fields of the key in the annex's order and formats (what is hashed). */
export function documentKeyInput(fields: DocumentKeyFields): string {
  const { date, time } = colombiaDateTime(fields.issuedAt);
  return [
    fields.number,
    date,
    time,
    amount2(fields.lineExtensionAmount),
    '01',
    amount2(fields.ivaAmount),
    '04',
    amount2(fields.incAmount ?? 0),
    '03',
    amount2(fields.icaAmount ?? 0),
    amount2(fields.payableAmount),
    fields.supplierNit,
    fields.buyerDocumentNumber,
    fields.secret,
    String(fields.environment),
  ].join('');
}

/** CUFE (invoice, with the technical key) or CUDE (credit note, with the software PIN): SHA-384 of the input. */
export function documentKey(fields: DocumentKeyFields): string {
  return createHash('sha384').update(documentKeyInput(fields), 'utf8').digest('hex');
}

/** SoftwareSecurityCode: SHA-384 of software id + software PIN + document number (annex, DianExtensions). */
export function softwareSecurityCode(softwareId: string, softwarePin: string, number: string): string {
  return createHash('sha384').update(`${softwareId}${softwarePin}${number}`, 'utf8').digest('hex');
}
