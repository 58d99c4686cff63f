// Spanish texts of the storefront catalogue, price tiers, package links and promo-code validation. Those
// quoted by storefront.md §5 and §8 are verbatim; the others are this project's (docs/api/ordering.md).

export const StorefrontMessage = {
  /** storefront.md §5 and §8 (promo code HTTP 400). */
  promoCodeNotApplicable: 'No se puede aplicar el código promocional al paquete seleccionado.',
  /** storefront.md §8 (success text the cart shows). */
  promoCodeApplied: 'El código promocional ha sido aplicado a su compra.',
  /** storefront.md §8 (decrypt package failure). */
  packageLinkInvalid: 'No hemos podido procesar la solicitud, por favor inténtalo más tarde.',

  // Texts of this project (the spec does not show them).
  unknownApp: (appName: string) => `No existe la aplicación ${appName}.`,
  priceTypeInvalid: 'El tipo de licencia debe ser general, employee o documents.',
  packageNotFound: 'El paquete no existe o no está activo.',
  packageLinkGenerated: 'El enlace del paquete se ha generado exitosamente.',
  employeeQuantityWithoutTier: 'La cantidad de empleados no corresponde a ningún rango de precios del paquete.',
} as const;
