/** The Spanish texts of the customer's electronic invoices, written once. */
export const INVOICES_TEXTS = {
  title: 'Facturas electrónicas',
  invoice: 'Factura electrónica',
  creditNote: 'Nota crédito',
  waiting: 'Tu factura electrónica está en preparación; te la enviaremos por correo.',
  pdf: 'Descargar PDF',
  xml: 'Descargar XML',
  downloadFailed: 'No se pudo descargar el documento.',
  order: (reference: string) => `Orden ${reference}`,
} as const;
