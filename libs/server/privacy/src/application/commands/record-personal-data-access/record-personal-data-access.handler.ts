import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { PersonalDataAccess } from '../../../domain/personal-data-access.entity';
import { RecordPersonalDataAccessCommand } from './record-personal-data-access.command';

@CommandHandler(RecordPersonalDataAccessCommand)
export class RecordPersonalDataAccessHandler implements ICommandHandler<RecordPersonalDataAccessCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userName, action, subject, detail }: RecordPersonalDataAccessCommand): Promise<void> {
    const em = this.em.fork();
    await em
      .persist(PersonalDataAccess.record({ accessedAt: this.clock.now(), userName, actor: 'PERSONAL', action, subject, detail }))
      .flush();
  }
}
