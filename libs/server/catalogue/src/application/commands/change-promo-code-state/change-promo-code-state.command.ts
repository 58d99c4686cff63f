import { Command } from '@nestjs/cqrs';
import type { EntityState } from '../../../domain/entity-state';

/** Activates (0) or inactivates (1) a promo code (ActivePromoCode). */
export class ChangePromoCodeStateCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly idstate: EntityState,
  ) {
    super();
  }
}
