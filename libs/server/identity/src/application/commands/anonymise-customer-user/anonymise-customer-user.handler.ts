import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../../domain/user.entity';
import { RevokeUserSessionsCommand } from '../revoke-user-sessions/revoke-user-sessions.command';
import { AnonymiseCustomerUserCommand, type AnonymisedUser } from './anonymise-customer-user.command';

@CommandHandler(AnonymiseCustomerUserCommand)
export class AnonymiseCustomerUserHandler implements ICommandHandler<AnonymiseCustomerUserCommand> {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ holder }: AnonymiseCustomerUserCommand): Promise<AnonymisedUser[]> {
    const or = [
      ...(holder.userName ? [{ userName: User.normaliseUserName(holder.userName) }] : []),
      ...(holder.email ? [{ email: holder.email.trim().toLowerCase() }] : []),
    ];
    if (or.length === 0) return [];
    const em = this.em.fork();
    const users = (await em.find(User, { $or: or })).filter((user) => !user.isStaff() && user.active);
    const done: AnonymisedUser[] = [];
    for (const user of users) {
      // Sessions end first, under the name the open windows know; then the account loses its identity.
      await this.commandBus.execute(new RevokeUserSessionsCommand(user.userName));
      const formerUserName = user.userName;
      user.anonymise();
      await em.flush();
      done.push({ formerUserName, userName: user.userName });
      this.logger.log({ userName: user.userName }, 'customer account anonymised');
    }
    return done;
  }
}
