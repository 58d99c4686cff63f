import { Command } from '@nestjs/cqrs';

/**
 * Counts one use of a promo code in the period of `today` (YYYY-MM-DD Bogotá, today by default): a
 * use is consumed when the order that carries the code is paid (design.md §5). Returns false when the
 * code is unknown or `today` is outside every window of the code (nothing counted).
 */
export class RecordPromoCodeUseCommand extends Command<boolean> {
  constructor(
    readonly promoCode: string,
    readonly today?: string,
  ) {
    super();
  }
}
