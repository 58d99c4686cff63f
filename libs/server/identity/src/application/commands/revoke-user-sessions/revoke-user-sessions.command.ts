import { Command } from '@nestjs/cqrs';

/** An administrator ends every session of a user (all refresh-token families) and kicks their windows. */
export class RevokeUserSessionsCommand extends Command<true> {
  constructor(readonly userName: string) {
    super();
  }
}
