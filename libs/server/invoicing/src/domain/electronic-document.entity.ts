import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const DOCUMENT_KIND = { INVOICE: 'INVOICE', CREDIT_NOTE: 'CREDIT_NOTE' } as const;
export type DocumentKind = (typeof DOCUMENT_KIND)[keyof typeof DOCUMENT_KIND];

/**
 * EN_ESPERA: no valid numbering range yet (the visible queue); GENERADA: built, signed and validated;
 * ENVIADA: delivered to DIAN, answer pending; ACEPTADA / RECHAZADA: DIAN's answer (reasons kept); ANULADA: an
 * invoice still waiting when staff cancelled its order — never numbered nor sent (decision 0066).
 */
export const DOCUMENT_STATUS = {
  WAITING: 'EN_ESPERA',
  GENERATED: 'GENERADA',
  SENT: 'ENVIADA',
  ACCEPTED: 'ACEPTADA',
  REJECTED: 'RECHAZADA',
  CANCELLED: 'ANULADA',
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

/**
 * An electronic invoice or credit note of an order: one of each kind per order at most. Its number is
 * taken from a numbering resolution in the transaction that stores it (decision 0051), so a number is
 * never lost nor given twice; the XML, the PDF and DIAN's answer are kept with it.
 */
@Entity({ schema: 'invoicing', tableName: 'electronic_document' })
@Unique({ name: 'electronic_document_order_kind_key', properties: ['referenceUuid', 'kind'] })
@Unique({ name: 'electronic_document_number_key', properties: ['number'] })
@Index({ name: 'electronic_document_status_idx', properties: ['status'] })
export class ElectronicDocument {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 12 })
  kind!: DocumentKind;

  @Property({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 40 })
  paymentReference!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 10 })
  status: DocumentStatus = DOCUMENT_STATUS.WAITING;

  /** Prefix and consecutive, e.g. SETP990000001; null while waiting for a range. */
  @Property({ type: 'string', length: 30, nullable: true })
  number?: string | null;

  @Property({ type: 'uuid', nullable: true })
  resolutionId?: string | null;

  /** CUFE of an invoice, CUDE of a credit note. */
  @Property({ type: 'string', length: 96, nullable: true })
  documentKey?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  issuedAt?: Date | null;

  @Property({ type: 'decimal', precision: 18, scale: 2, columnType: 'numeric(18,2)' })
  total!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2, columnType: 'numeric(18,2)' })
  taxTotal!: string;

  @Property({ type: 'text', nullable: true, lazy: true })
  xml?: string | null;

  @Property({ type: 'blob', nullable: true, lazy: true })
  pdf?: Buffer | null;

  /** The invoice a credit note credits. */
  @Property({ type: 'uuid', nullable: true })
  creditedDocumentId?: string | null;

  /** Why a credit note was issued (reversal, cancellation). */
  @Property({ type: 'string', length: 300, nullable: true })
  reason?: string | null;

  @Property({ type: 'string', length: 10 })
  provider!: string;

  /** DIAN's answer: status code and the reasons of a rejection or of its notices. */
  @Property({ type: 'json' })
  reasons: string[] = [];

  @Property({ type: 'string', length: 100, nullable: true })
  trackId?: string | null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  mailedOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  modifiedOn?: Date | null;

  static waiting(fields: {
    kind: DocumentKind;
    referenceUuid: string;
    paymentReference: string;
    appName: string;
    total: number;
    taxTotal: number;
    provider: string;
    creditedDocumentId?: string | null;
    reason?: string | null;
  }): ElectronicDocument {
    const document = new ElectronicDocument();
    Object.assign(document, {
      ...fields,
      total: String(fields.total),
      taxTotal: String(fields.taxTotal),
      creditedDocumentId: fields.creditedDocumentId ?? null,
      reason: fields.reason ?? null,
    });
    return document;
  }

  get built(): boolean {
    return this.status !== DOCUMENT_STATUS.WAITING;
  }

  numbered(number: string, resolutionId: string | null, issuedAt: Date): void {
    this.number = number;
    this.resolutionId = resolutionId;
    this.issuedAt = issuedAt;
    this.modifiedOn = new Date();
  }

  generated(documentKey: string, xml: string, pdf: Buffer): void {
    this.documentKey = documentKey;
    this.xml = xml;
    this.pdf = pdf;
    this.status = DOCUMENT_STATUS.GENERATED;
    this.lastError = null;
    this.modifiedOn = new Date();
  }

  answered(status: DocumentStatus, reasons: string[], trackId: string | null): void {
    this.status = status;
    this.reasons = reasons;
    this.trackId = trackId ?? this.trackId ?? null;
    this.lastError = null;
    this.modifiedOn = new Date();
  }

  failed(error: string): void {
    this.attempts += 1;
    this.lastError = error.slice(0, 500);
    this.modifiedOn = new Date();
  }
}
