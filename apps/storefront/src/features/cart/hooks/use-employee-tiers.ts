import { useCallback, useRef, type MutableRefObject } from 'react';
import type { PriceTier } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { getPriceByLicenseType } from '../api/get-price-by-license-type';
import type { CartState, CartStateUpdate } from '../cart-state';

/**
 * The employee price tiers, read once (GetPriceByLicenseType, pType employee) and kept in the cart; a failed
 * read gives none, and the next employee package asks again.
 */
export function useEmployeeTiers(
  client: ApiClient,
  latest: MutableRefObject<CartState>,
  commit: CartStateUpdate,
): () => Promise<PriceTier[]> {
  const tiersLoading = useRef<Promise<PriceTier[]> | null>(null);
  return useCallback(async (): Promise<PriceTier[]> => {
    if (latest.current.tiers.length > 0) return latest.current.tiers;
    tiersLoading.current ??= getPriceByLicenseType(client, 'employee')
      .then((tiers) => {
        commit((current) => ({ ...current, tiers }));
        return tiers;
      })
      .catch((error: unknown) => {
        console.warn('No se pudieron cargar los precios por empleado', error);
        return [];
      })
      .finally(() => {
        tiersLoading.current = null;
      });
    return tiersLoading.current;
  }, [client, commit, latest]);
}
