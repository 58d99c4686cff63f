import { Command } from '@nestjs/cqrs';

/** Activates or inactivates a service feature. */
export class ChangeServiceFeatureStateCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly active: boolean,
  ) {
    super();
  }
}
