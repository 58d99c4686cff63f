import { useCallback } from 'react';
import { brandHas } from '@lic/shared-rules';
import { useStorefront } from '../../../shared/storefront-context';
import { type AppParameters, useAppParameters } from '../../app-parameters';
import { useCartNavigation } from '../../cart';

/** Where "back to the store" leads: the landing page of a brand whose landing adds products, otherwise /. */
export function storeTarget(appName: string, parameters: Pick<AppParameters, 'urlLandingPage'>): string {
  return brandHas(appName, 'landingAddsProducts') ? parameters.urlLandingPage : '/';
}

/** Leaves the payment pages for the store (storefront.md §4 File upload: after success). */
export function useStoreExit(): () => void {
  const { appName } = useStorefront();
  const { parameters } = useAppParameters();
  const go = useCartNavigation();
  return useCallback(() => go(storeTarget(appName, parameters)), [go, appName, parameters]);
}
