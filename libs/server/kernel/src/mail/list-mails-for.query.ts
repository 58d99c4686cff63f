import { Query } from '@nestjs/cqrs';
import type { MailStatus } from './outgoing-mail.entity';

/** A mail of kernel.outgoing_mail, without its body: what a timeline shows. */
export interface SentMailView {
  id: number;
  to: string;
  subject: string;
  category: string;
  status: MailStatus;
  sentOn: Date;
}

export interface MailsForFilter {
  /** Recipients (any case); a mail to any of them counts. */
  to: readonly string[];
  /** Only mails recorded at or after this instant. */
  since?: Date | null;
  /**
   * Only mails whose subject or text names one of these (case-insensitive, as a whole word: "LIC-2026-000123"
   * does not match "LIC-2026-0001234"). Empty or absent: every mail to the recipients.
   */
  contains?: readonly string[];
  /** At most this many, the oldest first (default and maximum 200). */
  limit?: number;
}

/** The mails recorded for some recipients, oldest first (e.g. the mails of one purchase order). */
export class ListMailsForQuery extends Query<SentMailView[]> {
  constructor(readonly filter: MailsForFilter) {
    super();
  }
}
