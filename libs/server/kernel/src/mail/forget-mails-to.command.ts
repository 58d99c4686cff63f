import { Command } from '@nestjs/cqrs';

/**
 * Deletes the recorded mails to these addresses (a holder's "supresión", decision 0059): mails are no
 * accounting support, so none is kept. Answers how many were deleted.
 */
export class ForgetMailsToCommand extends Command<number> {
  constructor(readonly recipients: readonly string[]) {
    super();
  }
}

/** Deletes the recorded mails older than `before` (the retention job of privacy, docs/privacy/retention.md). */
export class ForgetMailsBeforeCommand extends Command<number> {
  constructor(readonly before: Date) {
    super();
  }
}
