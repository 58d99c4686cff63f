/**
 * What each back-office list counts, for its pager's total ("1-10 de 35 empresas"). antd and pro-components
 * say "artículos" for every list; staff read what the rows are.
 */
export const TABLE_COUNTS = {
  companies: { one: 'empresa', many: 'empresas' },
  plans: { one: 'paquete', many: 'paquetes' },
  packages: { one: 'paquete', many: 'paquetes' },
  services: { one: 'producto o servicio', many: 'productos o servicios' },
  featureTypes: { one: 'tipo de característica', many: 'tipos de característica' },
  serviceFeatures: { one: 'característica', many: 'características' },
  promoCodes: { one: 'código promocional', many: 'códigos promocionales' },
  payments: { one: 'pago', many: 'pagos' },
  reviews: { one: 'pago en revisión', many: 'pagos en revisión' },
  orders: { one: 'orden', many: 'órdenes' },
  deadLetters: { one: 'evento', many: 'eventos' },
  credentials: { one: 'credencial', many: 'credenciales' },
  webhooks: { one: 'webhook', many: 'webhooks' },
  deliveries: { one: 'entrega', many: 'entregas' },
  contractLines: { one: 'servicio', many: 'servicios' },
} as const;

export type CountNoun = { one: string; many: string };
