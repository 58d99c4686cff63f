import { Command } from '@nestjs/cqrs';
import type { EntityState } from '../../../domain/entity-state';

/** Activates (0) or inactivates (1) a package from the list switch (ActivePackage). */
export class ChangePackageStateCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly idstate: EntityState,
  ) {
    super();
  }
}
