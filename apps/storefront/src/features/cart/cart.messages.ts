// Spanish texts of the cart feature that are not the cart components' own (storefront.md §5, §8).
export const CART_FEATURE_MESSAGES = {
  promoNotApplicable: 'No se puede aplicar el código promocional al paquete seleccionado.',
  promoApplied: 'El código promocional ha sido aplicado a su compra.',
} as const;
