import { useEffect } from 'react';
import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import { earlyAddedPackages, takeEarlyCartAdds } from '../early-cart-adds';

/**
 * Adds the packages whose "Agregar al carrito" was clicked before the app took the page over (decision
 * 0074), each as that click would have (`onAddToCart`: the cart opens), once the catalogue the customer
 * sees is loaded and the cart has read its storage; a signed-in customer's click counts against their
 * own catalogue, and a package it does not have is not added. A catalogue that failed ends the capture
 * too: nothing can be added, and the page's buttons are React's from then on.
 */
export function useEarlyCartAdds(
  catalogue: StorefrontCatalogue | null,
  failed: boolean,
  cartReady: boolean,
  onAddToCart: (pkg: StorefrontPackage) => void,
): void {
  useEffect(() => {
    if (failed) {
      takeEarlyCartAdds();
      return;
    }
    if (catalogue === null || !cartReady) return;
    for (const pkg of earlyAddedPackages(takeEarlyCartAdds(), catalogue)) onAddToCart(pkg);
  }, [catalogue, failed, cartReady, onAddToCart]);
}
