import { Command } from '@nestjs/cqrs';

/** A customer account replaced by an anonymous one: what it was called and what it is called now. */
export interface AnonymisedUser {
  formerUserName: string;
  userName: string;
}

/**
 * A holder's suppression reaches their sign-in (Ley 1581, decision 0068): the customer accounts named by the
 * user name or e-mail lose their names, e-mail and password, are deactivated and every session ends. Staff
 * accounts are never touched. Answers the accounts anonymised (none when nothing matched).
 */
export class AnonymiseCustomerUserCommand extends Command<AnonymisedUser[]> {
  constructor(readonly holder: { userName: string | null; email: string | null }) {
    super();
  }
}
