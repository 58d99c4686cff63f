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

/** DIAN's answer to a test-set delivery (decision 0067): first asked 30 s after it, then 1, 2, 4… up to 30 minutes apart, 10 times at most. */
export const FIRST_POLL_DELAY_MS = 30_000;
export const MAX_POLL_DELAY_MS = 30 * 60_000;
export const MAX_ANSWER_POLLS = 10;

/** The wait before the next question once `polls` questions went unanswered. */
export function pollDelayMs(polls: number): number {
  return Math.min(FIRST_POLL_DELAY_MS * 2 ** polls, MAX_POLL_DELAY_MS);
}

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

  /** DIAN's answer to a test-set delivery asked so far (GetStatusZip), and when to ask next (decision 0067). */
  @Property({ type: 'integer' })
  answerPolls: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextPollOn?: Date | null;

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

  answered(status: DocumentStatus, reasons: string[], trackId: string | null, now = new Date()): void {
    this.status = status;
    this.reasons = reasons;
    this.trackId = trackId ?? this.trackId ?? null;
    this.lastError = null;
    this.modifiedOn = now;
    // Sent and awaiting DIAN's answer: the polling job asks for it, first after FIRST_POLL_DELAY_MS.
    this.answerPolls = 0;
    this.nextPollOn = status === DOCUMENT_STATUS.SENT && this.trackId ? new Date(now.getTime() + FIRST_POLL_DELAY_MS) : null;
  }

  /** DIAN has not answered yet: the next question waits twice as long (up to 30 minutes); after the limit, none. */
  stillWaiting(now: Date): void {
    this.answerPolls += 1;
    this.modifiedOn = now;
    if (this.answerPolls >= MAX_ANSWER_POLLS) {
      this.nextPollOn = null;
      this.lastError = `La DIAN no respondió tras ${MAX_ANSWER_POLLS} consultas del set de pruebas; usa "Reintentar" para consultarla de nuevo.`;
    } else this.nextPollOn = new Date(now.getTime() + pollDelayMs(this.answerPolls));
  }

  failed(error: string): void {
    this.attempts += 1;
    this.lastError = error.slice(0, 500);
    this.modifiedOn = new Date();
  }
}
