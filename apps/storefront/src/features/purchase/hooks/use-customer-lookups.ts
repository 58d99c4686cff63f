import { useCallback } from 'react';
import type { AddressSuggestion } from '@lic/shared-api-types';
import { brandCapability } from '@lic/shared-rules';
import { useStorefront } from '../../../shared/storefront-context';
import { getAddressSuggestions } from '../api/get-address-suggestions';
import { getRazonSocial } from '../api/get-razon-social';

export interface CustomerLookups {
  lookupLegalName: (documentTypeId: number, documentNumber: string) => Promise<string | null>;
  searchAddress: (query: string) => Promise<AddressSuggestion[]>;
  restrictedLookup: boolean;
}

/**
 * The two look-ups of the customer fields: legal name by document, and address suggestions; restricted
 * when the brand's look-up knows only registered customers, i.e. it has no registry fallback (no
 * externalCompanyLookup; storefront.md §5 "Número de documento no registrado", §7).
 */
export function useCustomerLookups(): CustomerLookups {
  const { client, appName } = useStorefront();
  const lookupLegalName = useCallback(
    (documentTypeId: number, documentNumber: string) => getRazonSocial(client, appName, documentTypeId, documentNumber),
    [client, appName],
  );
  const searchAddress = useCallback((query: string) => getAddressSuggestions(client, query), [client]);
  return { lookupLegalName, searchAddress, restrictedLookup: !brandCapability(appName, 'externalCompanyLookup') };
}
