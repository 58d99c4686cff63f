import { useCallback } from 'react';
import type { AddressSuggestion } from '@lic/shared-api-types';
import { useStorefront } from '../../../shared/storefront-context';
import { getAddressSuggestions } from '../api/get-address-suggestions';
import { getRazonSocial } from '../api/get-razon-social';

/** Brands whose legal-name look-up has no registry fallback (storefront.md §7): only registered customers are known. */
const RESTRICTED_LOOKUP_APPS: readonly string[] = ['bemyself'];

export interface CustomerLookups {
  lookupLegalName: (documentTypeId: number, documentNumber: string) => Promise<string | null>;
  searchAddress: (query: string) => Promise<AddressSuggestion[]>;
  restrictedLookup: boolean;
}

/**
 * The two look-ups of the customer fields: legal name by document, and address suggestions; restricted
 * when the brand's look-up knows only registered customers (storefront.md §5 "Número de documento no registrado").
 */
export function useCustomerLookups(): CustomerLookups {
  const { client, appName } = useStorefront();
  const lookupLegalName = useCallback(
    (documentTypeId: number, documentNumber: string) => getRazonSocial(client, appName, documentTypeId, documentNumber),
    [client, appName],
  );
  const searchAddress = useCallback((query: string) => getAddressSuggestions(client, query), [client]);
  return { lookupLegalName, searchAddress, restrictedLookup: RESTRICTED_LOOKUP_APPS.includes(appName.toLowerCase()) };
}
