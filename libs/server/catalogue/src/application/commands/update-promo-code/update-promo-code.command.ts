import { Command } from '@nestjs/cqrs';
import type { PromoCodeInput } from '../../../domain/promo-code-terms';

/** Edits a promo code (UpdatePromoCode); the code itself is locked. */
export class UpdatePromoCodeCommand extends Command<{ id: number; promotionCode: string }> {
  constructor(
    readonly id: number,
    readonly input: PromoCodeInput,
  ) {
    super();
  }
}
