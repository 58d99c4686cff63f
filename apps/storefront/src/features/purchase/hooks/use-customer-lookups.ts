import { useCallback } from 'react';
import type { AddressSuggestion } from '@lic/shared-api-types';
import { useStorefront } from '../../../app/storefront-context';
import { getAddressSuggestions } from '../api/get-address-suggestions';
import { getRazonSocial } from '../api/get-razon-social';

/** The two look-ups of the customer fields: legal name by document, and address suggestions. */
export function useCustomerLookups(): {
  lookupLegalName: (documentTypeId: number, documentNumber: string) => Promise<string | null>;
  searchAddress: (query: string) => Promise<AddressSuggestion[]>;
} {
  const { client, appName } = useStorefront();
  const lookupLegalName = useCallback(
    (documentTypeId: number, documentNumber: string) => getRazonSocial(client, appName, documentTypeId, documentNumber),
    [client, appName],
  );
  const searchAddress = useCallback((query: string) => getAddressSuggestions(client, query), [client]);
  return { lookupLegalName, searchAddress };
}
