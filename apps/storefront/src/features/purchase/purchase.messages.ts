// Spanish texts of the purchase and activation form (storefront.md §2, §4, §8). Quoted texts are copied
// verbatim from the spec; the others (marked "ours") fill what the spec describes without wording.
export const PURCHASE_TEXTS = {
  titlePurchase: 'Proceso de facturación y activación',
  titleActivation: 'Proceso de activación de licencia',
  back: '< Volver',
  billingSection: 'Datos de facturación',
  billingOptional: '(Opcional)', // ours
  billingSwitch: 'Modificar datos de facturación',
  serviceSection: 'Datos de activación de licencia',
  clearBilling: 'Limpiar datos de facturación', // ours
  copyBillingToService: 'Usar los datos de facturación para activar la licencia', // ours
  copyServiceToBilling: 'Usar los datos de activación de licencia para la facturación', // ours
  lockedService: 'Estos son los datos registrados de tu cuenta. Si necesitas modificarlos, contáctanos.', // ours
  summaryTitle: 'Resumen de tu compra', // ours
  total: 'Total', // ours
  emptyCart: '¡Tu carrito está vacío!',
  cancel: 'Cancelar',
  payOnline: 'Pago en línea',
  payCash: 'Pago en efectivo',
  activate: 'Activar',
} as const;

export const PURCHASE_MODAL_TEXTS = {
  accept: 'Aceptar', // ours
  cancel: 'Cancelar',
  // cashPaymentPurchase
  cashTitle: 'Pago en efectivo',
  cashText:
    'Te enviaremos la orden de pedido a tu correo electrónico. Imprímela y sigue las instrucciones que contiene para realizar el pago en efectivo.', // ours
  cashSend: 'Enviar orden',
  // registerCashPurchase
  cashSent: 'Se ha enviado la orden de pedido a tu correo electrónico',
  // changeCustomer (ours)
  changeCustomerTitle: 'Cambio de datos',
  changeCustomerText:
    'La licencia se registrará con los datos de activación de licencia y no con los datos del formulario de facturación. ¿Deseas continuar?',
  continue: 'Continuar',
  // activatePlan (code OK16)
  activeAccountTitle: '¡Ya tienes una cuenta activa!',
  activeAccountText: 'La licencia quedó asociada a tu cuenta. Ingresa para empezar a usarla.', // ours
  goTo: (app: string) => `Ir a ${app}`,
  // buyOnlyOneLicense (ER16)
  goToMyPlan: 'Ir a Mi Plan',
  signIn: 'Ingresar',
  minRenewalDate: (date: string) => `Podrás renovar tu licencia a partir del ${date}.`, // ours
  additionalLicenceHint: 'Si deseas adquirir una licencia adicional, puedes hacerlo desde Mi Plan.', // ours
  // licensePendingActivation (ER17)
  somethingWrong: '¡Algo salió mal!',
  understood: 'Entendido',
  contactSupport: 'Si necesitas ayuda, comunícate con nuestro equipo de soporte.', // ours
  // default purchase error
  sorry: '¡Lo sentimos!',
  purchaseFailed: 'Se ha presentado un error al procesar la compra, por favor vuelve a intentarlo.',
  registerFailed: 'Se ha presentado un error al registrar tu orden de compra, Por favor intenta nuevamente.',
  /** storefront.md §8 "Online payment": the gateway's checkout could not be asked for. */
  onlinePaymentFailed: 'Se ha presentado un error al proceder a realizar el pago en línea, Por favor intenta nuevamente.',
  encourage: '¡Anímate! Adquiere tu licencia',
  buyNow: 'Comprar Ahora',
} as const;

/** storefront.md §8 "Base customer check failure". */
export const BASE_CUSTOMER_CHECK_FAILED = 'Error de servidor';
