import { useCallback, type MutableRefObject } from 'react';
import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import { cataloguePackages, toCartPackage, type CartItemEntry } from '../cart-item';
import type { CartState, CartStateUpdate } from '../cart-state';

export interface CartCatalogue {
  /** Keeps the brand's catalogue ("packages") for the purchase pages. */
  rememberCatalogue: (catalogue: StorefrontCatalogue | readonly StorefrontPackage[]) => void;
  /** Takes the stored catalogue's version of each package in the cart; resolves the entries. */
  syncWithCatalogue: () => Promise<readonly CartItemEntry[]>;
}

/** The brand's catalogue kept with the cart, and the cart's packages brought up to date with it. */
export function useCartCatalogue(latest: MutableRefObject<CartState>, commit: CartStateUpdate, whenReady: Promise<void>): CartCatalogue {
  const rememberCatalogue = useCallback(
    (catalogue: StorefrontCatalogue | readonly StorefrontPackage[]) => {
      const packages = Array.isArray(catalogue) ? [...catalogue] : cataloguePackages(catalogue as StorefrontCatalogue);
      commit((current) => ({ ...current, catalogue: packages }));
    },
    [commit],
  );

  const syncWithCatalogue = useCallback(async () => {
    await whenReady;
    const { entries, catalogue } = latest.current;
    if (catalogue.length === 0 || entries.length === 0) return entries;
    const synced = entries.map((entry) => {
      const fresh = catalogue.find((pkg) => pkg.packageId === entry.pkg.packageId);
      return fresh ? { pkg: toCartPackage(fresh), quantity: entry.quantity } : entry;
    });
    commit((current) => ({ ...current, entries: synced }));
    return synced;
  }, [commit, latest, whenReady]);

  return { rememberCatalogue, syncWithCatalogue };
}
