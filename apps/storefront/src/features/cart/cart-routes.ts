/** Storefront paths the cart leads to (storefront.md §2). */
export const CART_PATHS = {
  registerPurchaseExt: '/license/RegisterPurchaseExt',
  registerPurchaseOrder: '/registerPurchaseOrder',
  activatePlan: '/registerPurchaseOrder/activatePlan',
  messageValidationEmail: '/messageValidationEmail',
} as const;

/** Brands whose "Agregar productos" goes to their landing page (urlLandingPage) rather than to /. */
export const LANDING_ADD_PRODUCTS_APPS: readonly string[] = ['colnomina', 'firmaya', 'boveda'];

/** The brand whose cart carries the subscriber (identity validation) form. */
export const IDENTITY_VALIDATION_APP = 'firmaya';

/** What /messageValidationEmail shows, passed as the navigation state. */
export interface MessagePageState {
  title: string;
  message: string;
}
