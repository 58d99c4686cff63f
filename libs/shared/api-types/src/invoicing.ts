/** Electronic invoices and credit notes of an order (docs/api/invoicing.md). */
export type ElectronicDocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/**
 * EN_ESPERA (no valid numbering range yet), GENERADA, ENVIADA, ACEPTADA, RECHAZADA; ANULADA: an invoice still
 * waiting when staff cancelled its order (never numbered, never sent; decision 0066).
 */
export type ElectronicDocumentStatus = 'EN_ESPERA' | 'GENERADA' | 'ENVIADA' | 'ACEPTADA' | 'RECHAZADA' | 'ANULADA';

export interface ElectronicDocumentView {
  id: string;
  kind: ElectronicDocumentKind;
  /** Prefix and consecutive; null while waiting for a numbering range. */
  number: string | null;
  /** CUFE of an invoice, CUDE of a credit note. */
  cufe: string | null;
  issuedAt: string | null;
  status: ElectronicDocumentStatus;
  /** Whole pesos, IVA included. */
  total: number;
  taxTotal: number;
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  /** DIAN's answer (status code and reasons). */
  reasons: string[];
  /** The last delivery error, when a retry is pending. */
  lastError: string | null;
  /** The invoice a credit note credits. */
  creditedNumber: string | null;
  reason: string | null;
  /** Download links (null until the document is built). */
  xmlUrl: string | null;
  pdfUrl: string | null;
}

export interface NumberingResolutionView {
  id: string;
  resolutionNumber: string;
  prefix: string;
  rangeFrom: number;
  rangeTo: number;
  validFrom: string;
  validTo: string;
  nextNumber: number;
  used: number;
  size: number;
  daysLeft: number;
  /** "Se ha usado el 92 % del rango de numeración.", "La resolución vence en 12 días." */
  warnings: string[];
  createdBy: string;
  createdOn: string;
}

export interface RegisterNumberingResolutionRequest {
  resolutionNumber: string;
  prefix: string;
  rangeFrom: number;
  rangeTo: number;
  validFrom: string;
  validTo: string;
  technicalKey: string;
}
