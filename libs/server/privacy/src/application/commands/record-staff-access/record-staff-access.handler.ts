import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { RecordStaffAccessCommand } from '@lic/server-privacy-api';
import { PersonalDataAccess } from '../../../domain/personal-data-access.entity';

@CommandHandler(RecordStaffAccessCommand)
export class RecordStaffAccessHandler implements ICommandHandler<RecordStaffAccessCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ access }: RecordStaffAccessCommand): Promise<void> {
    await this.em
      .fork()
      .persist(
        PersonalDataAccess.record({
          accessedAt: this.clock.now(),
          userName: access.userName.slice(0, 100),
          actor: 'PERSONAL',
          action: access.action,
          subject: access.subject.slice(0, 200),
          detail: access.detail?.slice(0, 200) ?? null,
          ip: access.ip?.slice(0, 45) ?? null,
        }),
      )
      .flush();
  }
}
