import { useCallback } from 'react';
import { useStorefront } from '../../../shared/storefront-context';
import { type AppParameters, useAppParameters } from '../../app-parameters';
import { LANDING_ADD_PRODUCTS_APPS, useCartNavigation } from '../../cart';

/** Where "back to the store" leads: the brand's landing page for colnomina, firmaya and boveda, otherwise /. */
export function storeTarget(appName: string, parameters: Pick<AppParameters, 'urlLandingPage'>): string {
  return LANDING_ADD_PRODUCTS_APPS.includes(appName.toLowerCase()) ? parameters.urlLandingPage : '/';
}

/** Leaves the payment pages for the store (storefront.md §4 File upload: after success). */
export function useStoreExit(): () => void {
  const { appName } = useStorefront();
  const { parameters } = useAppParameters();
  const go = useCartNavigation();
  return useCallback(() => go(storeTarget(appName, parameters)), [go, appName, parameters]);
}
