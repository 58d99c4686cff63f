import { CONTRACT_MESSAGES } from '@lic/shared-api-types';

/**
 * Texts of the contracted-services form (backoffice-licensing.md §2.8 step 4, §4.3, §5.3, §8). The defaults are the
 * licence app's form, whose switch reads "Cantidad ilimitada"; the "Convenios" wizard passes "Ilimitado" instead.
 */
export const CONTRACTED_SERVICES_TEXTS = {
  service: 'Servicio',
  quantity: 'Cantidad',
  unlimited: 'Cantidad ilimitada',
  validityType: 'Tipo de Vigencia',
  validityAmount: 'Cantidad de Vigencia',
  reassignmentQuota: 'Cupo de reasignación',
  deviceType: 'Tipo de dispositivo',
  credentialsDeliveryType: 'Tipo de entrega de credenciales',
  select: 'Seleccione',
  actions: 'Acciones',
  saveLine: 'Guardar servicio',
  updateLine: 'Actualizar servicio',
  cancelEdit: 'Cancelar edición',
  editLine: 'Editar servicio',
  deleteLine: 'Eliminar servicio',
  duplicate: CONTRACT_MESSAGES.duplicateProduct,
  empty: CONTRACT_MESSAGES.noServices,
} as const;

export type ContractedServicesTexts = { [Key in keyof typeof CONTRACTED_SERVICES_TEXTS]: string };

/** Contract-area tables offer 10, 20 and 30 rows (§9). */
export const CONTRACTED_SERVICES_PAGE_SIZES = [10, 20, 30];
