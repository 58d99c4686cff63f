import { Command } from '@nestjs/cqrs';

/** Activates or inactivates a feature type. */
export class ChangeFeatureTypeStateCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly active: boolean,
  ) {
    super();
  }
}
