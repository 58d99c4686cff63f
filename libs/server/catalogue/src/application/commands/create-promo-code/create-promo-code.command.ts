import { Command } from '@nestjs/cqrs';
import type { PromoCodeInput } from '../../../domain/promo-code-terms';

/** Creates a promo code (SaveNewPromoCode). */
export class CreatePromoCodeCommand extends Command<{ id: number; promotionCode: string }> {
  constructor(readonly input: PromoCodeInput) {
    super();
  }
}
