/** Texts of "Mis planes adquiridos" (storefront.md §2 My plan, §8 Plan load 422). */
export const MY_PLAN_TEXTS = {
  /** Heading of the state column (suspended, near to expire), read by screen readers only. */
  state: 'Estado',
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
  // ours: a customer who never had a base plan is not told that it expired
  noPlanTitle: '¡Aún no tienes un plan base!',
  noPlanText: 'Adquiere tu plan y empieza a usar tus licencias.',
  noInformation: 'No hay informacion',
  month: 'Mes',
  suspended: 'Suspendida',
  suspendedTitle: 'Plan suspendido',
  suspendedNotice:
    'El pago de la compra de este plan fue reversado por la entidad financiera, por eso lo suspendimos: mientras esté suspendido su saldo no se puede usar. Si crees que es un error, comunícate con nosotros.',
} as const;
