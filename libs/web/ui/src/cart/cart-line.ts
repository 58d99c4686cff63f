import { UNLIMITED_QUANTITY } from '@lic/shared-rules';

/**
 * How a line's quantity is entered: a 1–999 stepper (colfactura, firmamail, bemyself), a list of the
 * package's price tiers (colnomina employee packages) or not at all (firmaya, colnomina, boveda).
 */
export type CartQuantityMode = 'stepper' | 'select' | 'fixed';

export interface CartLineFeature {
  key: string | number;
  description: string;
  quantity: number;
  unlimited: boolean;
}

/** One line of the cart as the cart components show it; the figures come from the shared cart pricing. */
export interface CartLineView {
  packageId: number;
  name: string;
  quantity: number;
  quantityMode: CartQuantityMode;
  /** The quantities to choose from when quantityMode is 'select'. */
  quantityOptions?: readonly number[];
  /** Unit value before IVA. */
  unitValue: number;
  /** Discount of the line before IVA (offer and promo code). */
  discount: number;
  /** IVA percent. */
  ivaPercent: number;
  /** What the line costs, IVA included. */
  subtotal: number;
  features: readonly CartLineFeature[];
}

/** "Usuarios: 5" or "Usuarios (Ilimitadas)" for a feature of 1,000,000 or flagged unlimited. */
export function cartFeatureText(feature: CartLineFeature, unlimitedText: string): string {
  const unlimited = feature.unlimited || feature.quantity >= UNLIMITED_QUANTITY;
  return unlimited ? `${feature.description} ${unlimitedText}` : `${feature.description}: ${feature.quantity.toLocaleString('es-CO')}`;
}
