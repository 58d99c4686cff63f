// Spanish texts of purchase orders and trials. The ones quoted by storefront.md are copied verbatim;
// the others are listed in docs/api/ordering.md ("Órdenes de compra y pruebas gratuitas").
export const PurchaseOrderMessage = {
  activated: '¡Activación exitosa! Tu licencia ya está activa.',
  activeAccount: '¡Ya tienes una cuenta activa!',
  registeredOnline: 'Tu orden de compra ha sido registrada. Continúa con el pago en línea.',
  cashOrderSent: 'Se ha enviado la orden de pedido a tu correo electrónico',
  trialRegistered: 'Te hemos enviado un enlace de activación a tu correo electrónico.',
  registrationFailed: 'Se ha presentado un error al registrar tu orden de compra, Por favor intenta nuevamente.',
  paymentRegistrationFailed: 'Se ha presentado un error al registrar el pago de tu orden de compra, Por favor intenta nuevamente.',
  onlyOneLicence: (minDate: string | null): string =>
    minDate
      ? `Ya tienes una licencia vigente. Podrás renovarla a partir del ${minDate.split('-').reverse().join('/')}; si necesitas más, adquiere un paquete adicional en Mi Plan.`
      : 'Ya tienes una licencia vigente; si necesitas más, adquiere un paquete adicional en Mi Plan.',
  pendingActivation:
    'Tienes una licencia pendiente por activar. Revisa tu correo electrónico y usa el enlace de activación, o contacta a soporte.',
  unknownPackage: 'Uno de los paquetes seleccionados no existe o no está disponible.',
  freeOrderNeedsNoPayment: 'Tu compra no tiene costo: actívala sin pago.',
  paidOrderNeedsPayment: 'Tu compra tiene un valor a pagar: elige pago en línea o en efectivo.',
  cashNotAvailable: 'El pago en efectivo no está disponible para esta marca.',
  emailNotVerified: 'Debes verificar tu correo electrónico.',
  promoCodeNotApplicable: 'No se puede aplicar el código promocional al paquete seleccionado.',
  licenceDataLocked:
    'Los datos de activación de la licencia corresponden a tu cuenta y no se pueden modificar. Contáctanos si necesitas cambiarlos.',
  trialNeedsOneFreePackage: 'La prueba gratuita debe incluir un único paquete gratis de la marca.',
  trialAlreadyUsed: 'Ya registraste una prueba gratuita de esta aplicación.',
  unknownBrand: 'La aplicación indicada no existe.',
  orderNotFound: '¡Orden de compra vacía o no existe!',
  cashInstructions:
    'Imprime esta orden y paga el total en cualquier punto autorizado indicando la referencia de pago. Luego adjunta el comprobante en el resumen de tu compra; te avisaremos por correo cuando sea aprobado.',
} as const;
