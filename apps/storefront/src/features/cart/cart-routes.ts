/** Storefront paths the cart leads to (storefront.md §2). */
export const CART_PATHS = {
  registerPurchaseExt: '/license/RegisterPurchaseExt',
  registerPurchaseOrder: '/registerPurchaseOrder',
  activatePlan: '/registerPurchaseOrder/activatePlan',
  messageValidationEmail: '/messageValidationEmail',
} as const;

// Brand rules of the cart come from the brand table (@lic/shared-rules `brandHas`): "Agregar productos" goes
// to the landing page (urlLandingPage) of `landingAddsProducts` brands, and the cart of
// `requiresIdentityValidation` brands carries the subscriber (identity validation) form.

/** What /messageValidationEmail shows, passed as the navigation state. */
export interface MessagePageState {
  title: string;
  message: string;
}
