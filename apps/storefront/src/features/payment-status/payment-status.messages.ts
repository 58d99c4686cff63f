import { PURCHASE_MODAL_TEXTS } from '../purchase';

// Spanish texts of the payment status page (storefront.md §2 Payment status page, §4, §8). Quoted texts are
// the spec's; those marked "ours" fill what the spec describes without wording.
export const PAYMENT_STATUS_TEXTS = {
  activationSuccess: '¡Activación exitosa!',
  paymentSuccess: '¡Pago exitoso!',
  sorry: PURCHASE_MODAL_TEXTS.sorry,
  pending: '¡Licencia pendiente por activar!',
  backToStore: 'Volver a la tienda',
  accept: 'Aceptar',
  checkAgain: 'Volver a consultar', // ours: after the server did not answer
  retryPayment: 'Reintentar pago', // decision 0018: a declined or pending online payment, with the cart kept
  activeAccountTitle: PURCHASE_MODAL_TEXTS.activeAccountTitle,
  activeAccountText: PURCHASE_MODAL_TEXTS.activeAccountText,
  goTo: PURCHASE_MODAL_TEXTS.goTo,
  loading: 'Consultando el estado de tu orden de compra...', // ours
} as const;

/** storefront.md §2 Purchase summary page; also what an order without a status record shows. */
export const ORDER_NOT_FOUND = '¡Orden de compra vacía o no existe!';
