/** Texts of "Informes" and the report view (backoffice-licensing.md §2.6, §2.7, §8). */
export const REPORTS_TEXT = {
  cardsHint: 'Cada informe se abre en una pestaña nueva.',
  external: 'Enlace externo',
  builtIn: 'Últimos 90 días',
  open: 'Abrir',
  linksError: 'La solicitud no ha podido ser procesada',
  loadError: 'La solicitud no ha podido ser procesada',
  unknownReport: 'El reporte solicitado no existe.',
  range: (from: string, to: string) => `Del ${from} al ${to} (últimos 90 días)`,
  allCustomers: 'Todos los clientes',
  unknownCustomer: 'Desconocido',
  empty: 'No hay consumos registrados en los últimos 90 días.',
  export: 'Exportar',
  exportError: 'No se pudo exportar el reporte.',
  chartTitle: 'Consumo por día',
  totalsTitle: 'Totales por característica',
  columns: { feature: 'Característica', code: 'Código', total: 'Total' },
  askCustomer: 'Ingrese el documento del cliente para ver su consumo.',
  askFeature: 'Seleccione el cliente, el servicio y la característica del reporte.',
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
  service: 'Servicio',
  feature: 'Característica',
  show: 'Ver reporte',
  required: 'Campo obligatorio',
  noFeatures: 'El cliente no tiene características consumibles licenciadas.',
  promotionCodes: {
    code: 'Código promocional',
    registered: 'Órdenes registradas',
    paid: 'Órdenes pagadas',
    discount: 'Descuento otorgado',
    empty: 'No se usaron códigos promocionales en los últimos 90 días.',
  },
} as const;

/** The document types of the report filters (backoffice-licensing.md §9). */
export const REPORT_DOCUMENT_TYPES = [
  { value: 1, label: 'CC' },
  { value: 2, label: 'CE' },
  { value: 4, label: 'NIT' },
  { value: 6, label: 'PA' },
  { value: 14, label: 'PPT' },
] as const;
