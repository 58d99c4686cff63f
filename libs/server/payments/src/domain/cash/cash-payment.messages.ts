/** Spanish texts of cash payments, proofs and the purchase summary (the spec's where it has them). */
export const CashPaymentMessage = {
  /** storefront.md §2 Purchase summary page. */
  orderNotFound: '¡Orden de compra vacía o no existe!',
  notPendingCash: 'Solo puedes adjuntar archivos a una orden de compra pendiente del pago en efectivo.',
  supportUploaded: 'El comprobante de pago se ha adjuntado exitosamente.',
  rutUploaded: 'El RUT se ha adjuntado exitosamente.',
  supportMissing: 'La orden de compra no tiene un comprobante de pago adjunto.',
  rutMissing: 'La orden de compra no tiene un RUT adjunto.',
  notOwnOrder: 'Solo puedes consultar los archivos de tus propias órdenes de compra.',
  supportLinkExpired: 'El enlace del archivo venció. Vuelve a abrir el resumen de compra.',
  supportLinkInvalid: 'El enlace del archivo no es válido.',
  supportAccessRequired: 'Para ver el archivo ábrelo desde el resumen de compra o inicia sesión.',
  supportTypeInvalid: 'El tipo de archivo debe ser PAYMENT_SUPPORT o RUT.',
  referenceInvalid: 'La referencia de la orden de compra no es válida.',
  unknownApp: 'La aplicación indicada no existe.',
  /** backoffice-catalogue.md §5. */
  rejectTypeRequired: 'Debes seleccionar un motivo de rechazo',
  rejectTypeUnknown: 'El motivo de rechazo seleccionado no existe.',
  stateInvalid: 'El estado debe ser 6 (aprobado) o 7 (rechazado).',
  searchSpaces: 'La búsqueda no puede contener espacios.',
  listStateInvalid: 'El estado debe ser 5 (por aprobar), 6 (aprobado) o 7 (rechazado).',
  cashPaymentNotFound: 'No existe el pago en efectivo indicado.',
  alreadyApproved: 'El pago de esta orden de compra ya fue aprobado.',
  alreadyRejected: 'El pago de esta orden de compra ya fue rechazado.',
  /** backoffice-catalogue.md §8 success messages. */
  approved: 'Se ha aprobado el pago satisfactoriamente',
  rejected: 'El pago ha sido rechazado satisfactoriamente.',
} as const;
