import { Command } from '@nestjs/cqrs';
import type { PersonalDataAccessAction } from '../../../domain/personal-data-access.entity';

/** Logs that a staff user read a holder's personal data. */
export class RecordPersonalDataAccessCommand extends Command<void> {
  constructor(
    readonly userName: string,
    readonly action: PersonalDataAccessAction,
    readonly subject: string,
    readonly detail: string | null = null,
  ) {
    super();
  }
}
