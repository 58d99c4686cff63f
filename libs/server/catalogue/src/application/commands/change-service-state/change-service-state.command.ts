import { Command } from '@nestjs/cqrs';

/** Activates or inactivates a product or service. */
export class ChangeServiceStateCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly active: boolean,
  ) {
    super();
  }
}
