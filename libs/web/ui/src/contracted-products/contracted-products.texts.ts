import { CONTRACT_MESSAGES } from '@lic/shared-api-types';

/** Texts of the customer dashboard "Productos adquiridos" and its movements page (backoffice-licensing.md §2.9, §8). */
export const CONTRACTED_PRODUCTS_TEXTS = {
  title: 'Productos adquiridos',
  viewDetail: 'Ver detalle',
  total: 'Total',
  available: 'Disponible',
  used: 'Usado',
  movements: 'Movimientos',
  contract: 'Contrato',
  startDate: 'Fecha inicio',
  expirationDate: 'Fecha vencimiento',
  totalColumn: 'Total',
  availableColumn: 'Disponibles',
  usedColumn: 'Usados',
  unlimited: 'Ilimitado',
  emptyTitle: CONTRACT_MESSAGES.dashboardEmptyTitle,
  emptyText: CONTRACT_MESSAGES.dashboardEmptyText,
  movementDate: 'Fecha',
  movementApp: 'Aplicación',
  movementFeature: 'Característica',
  movementQuantity: 'Cantidad',
  dateRange: 'Rango de fechas',
  noMovements: 'No existe información correspondiente a los criterios de búsqueda',
  // Ours (decision 0020): why the contract's figures do not move while a store plan of the feature is consumed first.
  plansFirstTitle: 'Los consumos se descuentan primero de tus planes que vencen antes',
  planFirst: (packageName: string, expiration: string, left: string) => `${packageName}: vence el ${expiration}, disponibles ${left}.`,
  plansFirstText: 'Los saldos de este convenio se usarán cuando esos planes se agoten o venzan.',
} as const;
