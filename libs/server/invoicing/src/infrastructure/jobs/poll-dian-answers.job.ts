import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, Scheduled, type Clock, type ScheduledJob } from '@lic/server-kernel';
import { DocumentIssuer } from '../../application/document-issuer';
import { INVOICING_PORT, type InvoicingPort } from '../../application/ports/invoicing.port';
import { DOCUMENT_STATUS, ElectronicDocument } from '../../domain/electronic-document.entity';

/** Documents asked about per run: DIAN's answers come one call each. */
const BATCH = 20;

/**
 * Every minute, once across the replicas: asks DIAN (GetStatusZip) for its answer to the documents delivered to
 * the test set (ENVIADA with a ZipKey) whose next question is due, with backoff and a limit kept on each document
 * (decision 0067), so a test-set document does not stay "Enviada" until someone presses "Reintentar". Nothing to
 * do with an adapter that answers at once (local, SendBillSync).
 */
@Injectable()
@Scheduled({ name: 'invoicing.poll-dian-answers', cron: '* * * * *' })
export class PollDianAnswersJob implements ScheduledJob {
  constructor(
    private readonly em: EntityManager,
    private readonly issuer: DocumentIssuer,
    @Inject(INVOICING_PORT) private readonly port: InvoicingPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    await this.poll();
  }

  /** One pass: how many documents were asked about. */
  async poll(): Promise<number> {
    if (!this.port.answerOf) return 0;
    const now = this.clock.now();
    const due = await this.em
      .fork()
      .find(
        ElectronicDocument,
        { status: DOCUMENT_STATUS.SENT, trackId: { $ne: null }, nextPollOn: { $lte: now } },
        { orderBy: { nextPollOn: 'asc' }, limit: BATCH, fields: ['id'] },
      );
    for (const document of due) await this.issuer.pollAnswer(document.id, now);
    return due.length;
  }
}
