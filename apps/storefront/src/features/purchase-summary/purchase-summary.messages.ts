import { CART_TEXTS } from '@lic/web-ui';
import { ORDER_NOT_FOUND, PAYMENT_STATUS_TEXTS } from '../payment-status';
import { PURCHASE_TEXTS } from '../purchase';

// Spanish texts of the purchase summary (storefront.md §2 Purchase summary page, §4 File upload, §8).
// Quoted texts are the spec's; those marked "ours" fill what the spec describes without wording.
export const PURCHASE_SUMMARY_TEXTS = {
  title: 'Resumen de compra',
  back: PURCHASE_TEXTS.back,
  empty: ORDER_NOT_FOUND,
  product: CART_TEXTS.product,
  quantity: CART_TEXTS.quantity,
  unitPrice: CART_TEXTS.unitValue,
  discount: CART_TEXTS.discount,
  iva: CART_TEXTS.iva,
  subtotal: CART_TEXTS.subtotal,
  retefuente: 'Retefuente', // ours (the field names of §3)
  reteiva: 'Reteiva', // ours
  reteica: 'Reteica', // ours
  total: CART_TEXTS.total,
  attachSupport: 'Adjuntar Comprobante',
  attachRut: 'Adjuntar RUT',
  attachTitle: 'Comprobante de pago y RUT', // ours
  attachHint: 'Adjunta el comprobante de tu pago en efectivo y tu RUT en formato .jpg, .jpeg, .png, .gif o .pdf, de hasta 2 MB.', // ours
  uploadedTitle: '¡Se ha adjuntado el comprobante!',
  uploadedText: 'Debes esperar a que sea validado y aprobado. Te notificaremos por correo electrónico.', // ours (the spec's meaning)
  sorry: PAYMENT_STATUS_TEXTS.sorry,
  uploadFailed: 'No se ha podido cargar el comprobante de pago. Por favor intente nuevamente.',
  accept: PAYMENT_STATUS_TEXTS.accept,
  downloadFailed: 'Se ha presentado un error al intentar descargar el archivo.',
  retry: 'Reintentar', // ours
} as const;
