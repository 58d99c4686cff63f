import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListMailsForQuery, type SentMailView } from './list-mails-for.query';
import { OutgoingMail } from './outgoing-mail.entity';

export const MAILS_FOR_MAX = 200;

/** The text as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads kernel.outgoing_mail by recipient (index outgoing_mail_recipient_idx), then keeps the mails naming
 * one of the words: LIKE narrows them in the database, a word-boundary check drops longer references that
 * merely begin with the word.
 */
@QueryHandler(ListMailsForQuery)
export class ListMailsForHandler implements IQueryHandler<ListMailsForQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListMailsForQuery): Promise<SentMailView[]> {
    const recipients = [...new Set(filter.to.map((to) => to.trim().toLowerCase()).filter(Boolean))];
    if (recipients.length === 0) return [];
    const words = [...new Set((filter.contains ?? []).map((word) => word.trim()).filter(Boolean))];
    const limit = Math.min(Math.max(1, filter.limit ?? MAILS_FOR_MAX), MAILS_FOR_MAX);

    const where: FilterQuery<OutgoingMail> = { recipient: { $in: recipients } };
    if (filter.since) where.createdOn = { $gte: filter.since };
    if (words.length > 0) {
      where.$or = words.flatMap((word) => [{ subject: { $ilike: containing(word) } }, { text: { $ilike: containing(word) } }]);
    }
    const mails = await this.em.fork().find(OutgoingMail, where, {
      fields: ['id', 'recipient', 'subject', 'text', 'category', 'status', 'createdOn'],
      orderBy: { id: 'asc' },
      limit: words.length > 0 ? MAILS_FOR_MAX * 2 : limit,
    });

    const wholeWord =
      words.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu') : null;
    return mails
      .filter((mail) => !wholeWord || wholeWord.test(mail.subject) || wholeWord.test(mail.text))
      .slice(0, limit)
      .map((mail) => ({
        id: Number(mail.id),
        to: mail.recipient,
        subject: mail.subject,
        category: mail.category,
        status: mail.status,
        sentOn: mail.createdOn,
      }));
  }
}
