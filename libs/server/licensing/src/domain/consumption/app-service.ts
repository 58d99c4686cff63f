/**
 * The service whose balances an app consumes: the brands are the services' names in lower case
 * (colfactura → COLFACTURA). An app consumes only the features of its own service.
 */
export const CONSUMING_APPS = ['colfactura', 'colnomina', 'firmaya', 'firmamail', 'boveda', 'bemyself'] as const;
export type ConsumingApp = (typeof CONSUMING_APPS)[number];

export function isConsumingApp(appName: string): appName is ConsumingApp {
  return (CONSUMING_APPS as readonly string[]).includes(appName);
}

export function serviceNameOfApp(appName: ConsumingApp): string {
  return appName.toUpperCase();
}
