/** Texts of "Mis planes adquiridos" (storefront.md §2 My plan, §8 Plan load 422). */
export const MY_PLAN_TEXTS = {
  title: 'Mis planes adquiridos',
  total: 'Total',
  available: 'Disponible',
  used: 'Usado',
  buyMore: 'Comprar más',
  expiresOn: 'Fecha de vencimiento',
  basePlans: 'Planes base',
  complementaryPackages: 'Paquetes complementarios',
  plan: 'Plan',
  startDate: 'Fecha de inicio',
  expiryDate: 'Fecha de vencimiento',
  nearToExpire: 'Próximo a vencer',
  expiredTitle: '¡Tu plan base ha vencido!',
  acquirePlan: 'Adquirir plan',
  noInformation: 'No hay informacion',
  month: 'Mes',
} as const;
