import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { MAIL_SENDER, type MailSender } from '@lic/server-kernel';
import { brandedMail } from '@lic/server-reference';
import { totalsOf } from '../domain/invoiced-sale';
import { DOCUMENT_KIND, DOCUMENT_STATUS, ElectronicDocument, type DocumentKind } from '../domain/electronic-document.entity';
import { InvoicedSaleRecord } from '../domain/invoiced-sale.entity';
import { NumberingResolution } from '../domain/numbering-resolution.entity';
import { INVOICING_CONFIG, type InvoicingConfig } from '../infrastructure/invoicing.config';
import { renderGraphicRepresentation, formatPesos } from '../infrastructure/pdf/invoice-pdf';
import { signUblDocument } from '../infrastructure/signing/xades-signer';
import { openTechnicalKey } from '../infrastructure/technical-keys';
import { buildAttachedDocument, buyerZip, dianFileName } from '../infrastructure/ubl/attached-document';
import { buildCreditNote, buildInvoice, type ResolutionForDocument } from '../infrastructure/ubl/ubl-document';
import { validateUblDocument } from '../infrastructure/ubl/ubl-schemas';
import { INVOICING_PORT, type InvoicingPort } from './ports/invoicing.port';

/** A sale that is not (yet) known to invoicing: its registration event has not been delivered. */
export class SaleNotYetKnownError extends Error {}

/** A credit note for an invoice still waiting for a numbering range. */
export class InvoiceNotYetIssuedError extends Error {}

interface NumberAllocation {
  number: string;
  resolutionId: string | null;
}

/**
 * Issues an order's invoice or credit note, step by step and resumable (decision 0051):
 * 1. the document row exists (one per order and kind) — EN_ESPERA while no range is valid;
 * 2. a number is taken in the transaction that writes it on the row (the resolution's row locked), so
 *    numbers are consecutive with no gap nor duplicate across replicas;
 * 3. the XML is built, signed, validated and stored with the PDF (GENERADA);
 * 4. the provider delivers it (ENVIADA / ACEPTADA / RECHAZADA with DIAN's reasons);
 * 5. the buyer is mailed the AttachedDocument and the PDF in a ZIP, once.
 * A step that fails throws (the delivery engine retries); a later run starts where the last one stopped.
 */
@Injectable()
export class DocumentIssuer {
  private readonly logger = new Logger('Invoicing');
  /**
   * Documents this replica works on at once: building and signing are CPU work on the event loop, and each
   * step takes a connection of the ORM's pool (10), so a burst of approvals queues here rather than starving
   * the pool. Numbers stay consecutive whatever the concurrency: they are taken under the resolution's lock.
   */
  private readonly slots = new Slots(4);

  constructor(
    private readonly em: EntityManager,
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
    @Inject(INVOICING_PORT) private readonly port: InvoicingPort,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  /** The order's invoice after its payment was approved; nothing for a free order (total 0). */
  issueInvoice(referenceUuid: string): Promise<ElectronicDocument | null> {
    return this.slots.run(async () => {
      const sale = await this.saleOf(referenceUuid);
      if (Number(sale.sale.total) <= 0) return null;
      const document = await this.ensureDocument(sale, DOCUMENT_KIND.INVOICE, null, null);
      return this.advanceNow(document.id);
    });
  }

  /** The credit note of an order whose invoice exists (reversal, staff cancellation); null when it has none. */
  issueCreditNote(referenceUuid: string, reason: string): Promise<ElectronicDocument | null> {
    return this.slots.run(() => this.creditNoteNow(referenceUuid, reason));
  }

  /**
   * The sale is undone — staff cancelled the paid order (decision 0066) or the gateway reversed its payment: its
   * invoice is credited by a credit note carrying the reason; an invoice still waiting for a numbering range is
   * cancelled instead (ANULADA: never numbered, never sent, so there is nothing to credit, and nothing waits for a
   * range that may come in weeks). Nothing for a free order. Replays find the same documents.
   */
  undoSale(referenceUuid: string, reason: string): Promise<ElectronicDocument | null> {
    return this.slots.run(async () => {
      const sale = await this.saleOf(referenceUuid);
      if (Number(sale.sale.total) <= 0) return null;
      // The invoice may not exist yet (its approval's delivery is late): it is made, and numbered if a range is valid.
      const invoice = await this.advanceNow((await this.ensureDocument(sale, DOCUMENT_KIND.INVOICE, null, null)).id);
      if (!invoice.number && (await this.cancelWaiting(invoice.id, reason))) return this.load(invoice.id);
      return this.creditNoteNow(referenceUuid, reason);
    });
  }

  private async creditNoteNow(referenceUuid: string, reason: string): Promise<ElectronicDocument | null> {
    const invoice = await this.em.fork().findOne(ElectronicDocument, { referenceUuid, kind: DOCUMENT_KIND.INVOICE });
    // No invoice, or one cancelled before it was ever numbered (its order cancelled by staff): nothing to credit.
    if (!invoice || invoice.status === DOCUMENT_STATUS.CANCELLED) return null;
    // A credit note credits a built invoice: an invoice still waiting is built first.
    if (!invoice.documentKey && !(await this.advanceNow(invoice.id)).documentKey) {
      // No range yet for the invoice: the reversal's delivery is retried until the invoice exists.
      throw new InvoiceNotYetIssuedError(`The invoice of ${referenceUuid} is not issued yet; its credit note waits`);
    }
    const sale = await this.saleOf(referenceUuid);
    const document = await this.ensureDocument(sale, DOCUMENT_KIND.CREDIT_NOTE, invoice.id, reason);
    return this.advanceNow(document.id);
  }

  /**
   * Cancels an invoice that has no number yet, under its row lock (the lock a numbering takes first), so a
   * resolution registered at the same moment either numbers it before (then it is credited) or never does.
   */
  private async cancelWaiting(documentId: string, reason: string): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ number: string | null; status: string }[]>(
        'select "number", "status" from "invoicing"."electronic_document" where "id" = ? for update',
        [documentId],
      );
      if (!row || row.number) return false;
      if (row.status !== DOCUMENT_STATUS.CANCELLED) {
        await tx.execute('update "invoicing"."electronic_document" set "status" = ?, "reason" = ?, "modified_on" = now() where "id" = ?', [
          DOCUMENT_STATUS.CANCELLED,
          reason,
          documentId,
        ]);
        this.logger.log(`the waiting invoice of a cancelled order is cancelled (${documentId})`);
      }
      return true;
    });
  }

  /** Moves a document as far as it can go now (the staff's "Reintentar" and the waiting queue use it too). */
  async advance(documentId: string): Promise<ElectronicDocument> {
    return this.slots.run(() => this.advanceNow(documentId));
  }

  /**
   * "Reintentar": moves the document as far as it can go now, and a document waiting for DIAN's answer to the
   * test set (ENVIADA with its ZipKey) is asked about at once, its count of questions started again.
   */
  async retry(documentId: string): Promise<ElectronicDocument> {
    return this.slots.run(async () => {
      const document = await this.load(documentId);
      if (document.status === DOCUMENT_STATUS.SENT && document.trackId && this.port.answerOf)
        return this.pollAnswer(documentId, new Date(), true);
      return this.advanceNow(documentId);
    });
  }

  /**
   * Asks the provider for its answer to a document it took asynchronously (DIAN's test set; decision 0067): the
   * answer is stored (ACEPTADA / RECHAZADA with DIAN's reasons), or the next question is put off with backoff, up
   * to a limit. `restart` ("Reintentar") asks again after the limit. A provider that cannot be reached counts as
   * no answer yet, its error kept in lastError.
   */
  async pollAnswer(documentId: string, now: Date, restart = false): Promise<ElectronicDocument> {
    const em = this.em.fork();
    const document = await em.findOneOrFail(ElectronicDocument, { id: documentId });
    if (document.status !== DOCUMENT_STATUS.SENT || !document.trackId || !this.port.answerOf) return this.load(documentId);
    if (restart) document.answerPolls = 0;
    let failure: string | null = null;
    let outcome: Awaited<ReturnType<NonNullable<InvoicingPort['answerOf']>>> = null;
    try {
      outcome = await this.port.answerOf(document.trackId);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (outcome) {
      document.answered(outcome.status, outcome.reasons, outcome.trackId, now);
      this.logger.log(`${document.kind} ${document.number}: DIAN answered ${outcome.status}`);
    } else {
      document.stillWaiting(now);
      if (failure && document.nextPollOn) document.lastError = failure.slice(0, 500);
    }
    await em.flush();
    return this.load(documentId);
  }

  private async advanceNow(documentId: string): Promise<ElectronicDocument> {
    let document = await this.load(documentId);
    if (document.status === DOCUMENT_STATUS.CANCELLED) return document;
    if (!document.number) {
      if (!(await this.number(documentId))) return document; // no valid range: it waits in the queue
      document = await this.load(documentId);
    }
    if (!document.documentKey) {
      try {
        document = await this.build(document);
      } catch (error) {
        await this.recordFailure(documentId, error);
        throw error;
      }
    }
    // Delivered once: a document the provider took has its tracking id ('local' for the local adapter).
    if (document.status === DOCUMENT_STATUS.GENERATED && !document.trackId) document = await this.submit(document);
    if (!document.mailedOn && document.status !== DOCUMENT_STATUS.REJECTED) await this.mailBuyer(document);
    return this.load(documentId);
  }

  private async recordFailure(documentId: string, error: unknown): Promise<void> {
    const em = this.em.fork();
    const document = await em.findOneOrFail(ElectronicDocument, { id: documentId });
    document.failed(error instanceof Error ? error.message : String(error));
    await em.flush();
  }

  private async saleOf(referenceUuid: string): Promise<InvoicedSaleRecord> {
    const sale = await this.em.fork().findOne(InvoicedSaleRecord, { referenceUuid });
    if (!sale) throw new SaleNotYetKnownError(`The sale ${referenceUuid} is not known to invoicing yet`);
    return sale;
  }

  private async load(id: string): Promise<ElectronicDocument> {
    return this.em.fork().findOneOrFail(ElectronicDocument, { id }, { populate: ['xml', 'pdf'] });
  }

  private async ensureDocument(
    sale: InvoicedSaleRecord,
    kind: DocumentKind,
    creditedDocumentId: string | null,
    reason: string | null,
  ): Promise<ElectronicDocument> {
    const em = this.em.fork();
    const found = await em.findOne(ElectronicDocument, { referenceUuid: sale.referenceUuid, kind });
    if (found) return found;
    const document = ElectronicDocument.waiting({
      kind,
      referenceUuid: sale.referenceUuid,
      paymentReference: sale.paymentReference,
      appName: sale.appName,
      total: Number(sale.sale.total),
      taxTotal: Number(sale.sale.taxIva),
      provider: this.port.name,
      creditedDocumentId,
      reason,
    });
    // One per order and kind: a concurrent delivery of the same event finds the other's row.
    try {
      await em.persist(document).flush();
      return document;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return this.em.fork().findOneOrFail(ElectronicDocument, { referenceUuid: sale.referenceUuid, kind });
  }

  /**
   * Takes the next number and writes it on the document in one transaction. Invoices: the oldest valid
   * resolution with numbers left, its row locked (FOR UPDATE) so concurrent approvals queue on it; credit
   * notes: their counter row. Rolled back together, so a failure loses no number.
   */
  async number(documentId: string): Promise<string | null> {
    const document = await this.em.fork().findOneOrFail(ElectronicDocument, { id: documentId });
    return (await this.allocateNumber(document))?.number ?? null;
  }

  private async allocateNumber(document: ElectronicDocument): Promise<NumberAllocation | null> {
    const today = colombiaToday();
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ number: string | null; status: string }[]>(
        'select "number", "status" from "invoicing"."electronic_document" where "id" = ? for update',
        [document.id],
      );
      if (row?.number) return { number: row.number, resolutionId: null };
      // The invoice of an order cancelled while it waited is never numbered (decision 0066).
      if (row?.status === DOCUMENT_STATUS.CANCELLED) return null;
      let allocation: NumberAllocation | null;
      if (document.kind === DOCUMENT_KIND.INVOICE) {
        const [taken] = await tx.execute<{ id: string; prefix: string; consecutive: string }[]>(
          `update "invoicing"."numbering_resolution" r set "next_number" = r."next_number" + 1, "modified_on" = now()
           where r."id" = (select "id" from "invoicing"."numbering_resolution"
                           where "valid_from" <= ? and "valid_to" >= ? and "next_number" <= "range_to"
                           order by "valid_from", "created_on" limit 1 for update)
           returning r."id", r."prefix", r."next_number" - 1 as "consecutive"`,
          [today, today],
          'all',
        );
        allocation = taken ? { number: `${taken.prefix}${taken.consecutive}`, resolutionId: taken.id } : null;
      } else {
        const prefix = this.config.creditNotePrefix;
        await tx.execute(
          'insert into "invoicing"."document_counter" ("prefix", "next_number") values (?, 1) on conflict ("prefix") do nothing',
          [prefix],
          'run',
        );
        const [taken] = await tx.execute<{ consecutive: string }[]>(
          'update "invoicing"."document_counter" set "next_number" = "next_number" + 1 where "prefix" = ? returning "next_number" - 1 as "consecutive"',
          [prefix],
          'all',
        );
        allocation = { number: `${prefix}${taken.consecutive}`, resolutionId: null };
      }
      if (!allocation) return null;
      await tx.execute(
        'update "invoicing"."electronic_document" set "number" = ?, "resolution_id" = ?, "issued_at" = now(), "modified_on" = now() where "id" = ?',
        [allocation.number, allocation.resolutionId, document.id],
      );
      return allocation;
    });
  }

  private async build(document: ElectronicDocument): Promise<ElectronicDocument> {
    const em = this.em.fork();
    const record = await em.findOneOrFail(InvoicedSaleRecord, { referenceUuid: document.referenceUuid });
    const issuer = this.config.issuer;
    const issuedAt = document.issuedAt!;
    let resolution: ResolutionForDocument | null = null;
    let built;
    let credited: { number: string; cufe: string } | null = null;
    if (document.kind === DOCUMENT_KIND.INVOICE) {
      const row = await em.findOneOrFail(NumberingResolution, { id: document.resolutionId! }, { populate: ['technicalKeyCiphertext'] });
      resolution = {
        resolutionNumber: row.resolutionNumber,
        prefix: row.prefix,
        rangeFrom: Number(row.rangeFrom),
        rangeTo: Number(row.rangeTo),
        validFrom: row.validFrom,
        validTo: row.validTo,
        technicalKey: openTechnicalKey(this.config, row.technicalKeyCiphertext, row.id).technicalKey,
      };
      built = buildInvoice({ sale: record.sale, issuer, number: document.number!, issuedAt, resolution });
    } else {
      const invoice = await em.findOneOrFail(ElectronicDocument, { id: document.creditedDocumentId! });
      credited = { number: invoice.number!, cufe: invoice.documentKey! };
      built = buildCreditNote({
        sale: record.sale,
        issuer,
        number: document.number!,
        issuedAt,
        invoice: { number: invoice.number!, cufe: invoice.documentKey!, issuedAt: invoice.issuedAt! },
        reason: document.reason ?? 'Anulación de la factura electrónica',
      });
    }
    const signed = signUblDocument(built.xml, await this.port.signingCredentials());
    if (this.config.validateSchemas) {
      const validation = await validateUblDocument(signed);
      if (!validation.valid)
        throw new Error(`The ${document.kind} ${document.number} does not validate: ${validation.errors.slice(0, 3).join(' | ')}`);
    }
    const pdf = await renderGraphicRepresentation({
      kind: document.kind,
      number: document.number!,
      documentKey: built.key,
      issuedAt,
      qrData: built.qrData,
      sale: record.sale,
      totals: totalsOf(record.sale),
      issuer,
      resolution,
      credited,
    });
    const fresh = await em.findOneOrFail(ElectronicDocument, { id: document.id });
    fresh.generated(built.key, signed, pdf);
    await em.flush();
    return this.load(document.id);
  }

  private async submit(document: ElectronicDocument): Promise<ElectronicDocument> {
    const em = this.em.fork();
    const fresh = await em.findOneOrFail(ElectronicDocument, { id: document.id });
    try {
      const outcome = await this.port.submit({
        kind: document.kind,
        number: document.number!,
        documentKey: document.documentKey!,
        signedXml: document.xml!,
        fileName: `${dianFileName(document.kind === DOCUMENT_KIND.INVOICE ? 'fv' : 'nc', this.config.issuer.nit, document.issuedAt!, sequenceOf(document.number!))}.xml`,
      });
      fresh.answered(outcome.status, outcome.reasons, outcome.trackId);
      if (this.port.name === 'local') fresh.trackId = 'local';
      await em.flush();
    } catch (error) {
      fresh.failed((error as Error).message);
      await em.flush();
      throw error;
    }
    return this.load(document.id);
  }

  private async mailBuyer(document: ElectronicDocument): Promise<void> {
    const em = this.em.fork();
    const record = await em.findOneOrFail(InvoicedSaleRecord, { referenceUuid: document.referenceUuid });
    const buyer = record.sale.buyer;
    if (!buyer.email) return;
    const baseName = dianFileName('z', this.config.issuer.nit, document.issuedAt!, sequenceOf(document.number!));
    const attached = buildAttachedDocument({
      kind: document.kind,
      number: document.number!,
      documentKey: document.documentKey!,
      issuedAt: document.issuedAt!,
      signedXml: document.xml!,
      issuer: this.config.issuer,
      buyer,
    });
    const zip = buyerZip(baseName.replace(/^z/, 'ad'), attached, document.pdf!);
    const invoice = document.kind === DOCUMENT_KIND.INVOICE;
    const title = invoice ? 'Factura electrónica' : 'Nota crédito electrónica';
    const message = brandedMail({
      appName: document.appName,
      to: buyer.email,
      category: invoice ? 'electronic-invoice' : 'electronic-credit-note',
      subject: `${title} ${document.number}`,
      heading: `${title} ${document.number}`,
      paragraphs: [
        invoice
          ? `Adjuntamos la factura electrónica de tu orden de compra ${document.paymentReference} por ${formatPesos(Number(document.total))}.`
          : `Adjuntamos la nota crédito que anula la factura de tu orden de compra ${document.paymentReference} por ${formatPesos(Number(document.total))}.`,
        `El archivo ZIP contiene el documento electrónico (XML) y su representación gráfica (PDF). ${invoice ? 'CUFE' : 'CUDE'}: ${document.documentKey}.`,
      ],
    });
    await this.mail.send({
      ...message,
      attachments: [{ filename: `${baseName.replace(/^z/, 'ad')}.zip`, contentType: 'application/zip', content: zip }],
    });
    await em.nativeUpdate(ElectronicDocument, { id: document.id }, { mailedOn: new Date() });
    this.logger.log(`${document.kind} ${document.number} mailed to the buyer of ${document.paymentReference}`);
  }
}

/** At most `size` tasks at once; the others wait in order. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next waiter, so `running` never exceeds `size`.
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The consecutive part of a number (the digits after the prefix). */
function sequenceOf(number: string): number {
  return Number(/(\d+)$/.exec(number)?.[1] ?? 0);
}

/** Today in Colombia, YYYY-MM-DD: a resolution is valid by Colombian calendar days. */
export function colombiaToday(now = new Date()): string {
  return new Date(now.getTime() - 5 * 3600 * 1000).toISOString().slice(0, 10);
}
