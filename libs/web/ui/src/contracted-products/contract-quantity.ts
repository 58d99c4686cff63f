import { CONTRACTED_PRODUCTS_TEXTS as T } from './contracted-products.texts';

const quantityFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** A contracted quantity with dots as thousands separator ("1.234.567"), or "Ilimitado". */
export function formatContractQuantity(value: number, unlimited = false): string {
  return unlimited ? T.unlimited : quantityFormat.format(value);
}
