// Texts of the "Convenios" wizard (backoffice-licensing.md §2.8, §4.4, §5.4, §8). The messages the server
// shares live in CONTRACT_MESSAGES (@lic/shared-api-types); labels the spec names are quoted from it.

export const CONTRACT_TEXT = {
  wizardTitle: 'Nuevo Convenio',
  steps: ['Información Contrato', 'Información Cliente', 'Información Supervisor', 'Servicios Contratados', 'Resumen'],
  back: 'Volver',
  next: 'Siguiente',
  finish: 'Finalizar y guardar',
  select: 'Seleccione',

  product: 'Producto',
  contractNumber: 'Número de oportunidad',
  startDate: 'Fecha inicio',
  endDate: 'Fecha fin',
  commercialManager: 'Gestor operativo',
  paymentCondition: 'Condición de pago',

  personType: 'Tipo de persona',
  legalPerson: 'Persona Juridica',
  naturalPerson: 'Persona Natural',
  documentType: 'Tipo Identificación',
  documentNumber: 'Identificación',
  checkDigit: 'DV',
  legalName: 'Razón Social',
  firstName: 'Nombres',
  lastName: 'Apellidos',
  address: 'Dirección',
  department: 'Departamento',
  city: 'Municipio',
  phone: 'Teléfono/Celular',
  email: 'Correo Electrónico',
  jobTitle: 'Cargo del supervisor',

  service: 'Servicio',
  quantity: 'Cantidad',
  unlimited: 'Ilimitado',
  validityType: 'Tipo de Vigencia',
  validityAmount: 'Cantidad de Vigencia',
  reassignmentQuota: 'Cupo de reasignación',
  deviceType: 'Tipo de dispositivo',
  credentialsDeliveryType: 'Tipo de entrega de credenciales',
  actions: 'Acciones',
  saveLine: 'Guardar servicio',
  updateLine: 'Actualizar servicio',
  cancelEdit: 'Cancelar edición',
  editLine: 'Editar servicio',
  deleteLine: 'Eliminar servicio',

  summaryNumber: 'Número de oportunidad',
  summaryStart: 'Fecha inicio',
  summaryEnd: 'Fecha fin',
  summaryDocumentType: 'Tipo de identificación',
  summaryDocumentNumber: 'Número de identificación',
  summaryCompany: 'Empresa',
  summaryServices: 'Servicios contratados',

  confirmTitle: 'Guardar convenio',
  confirmText: 'Una vez guardado, el convenio no podrá ser modificado. ¿Desea guardarlo?',
  confirmOk: 'Guardar',
  confirmCancel: 'Cancelar',
  close: 'Cerrar',
} as const;

/** The page reloads this long after "¡Convenio guardado!" (§9). */
export const RELOAD_AFTER_SAVE_MS = 4000;
/** Contract-area tables offer 10, 20 and 30 rows (§9). */
export const CONTRACT_PAGE_SIZES = [10, 20, 30];
