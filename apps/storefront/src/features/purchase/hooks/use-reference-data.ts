import { useMemo } from 'react';
import { useRemote, type DepartmentOption, type DocumentTypeOption } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getBlockedEmailDomains } from '../api/get-blocked-email-domains';
import { getDocumentTypes } from '../api/get-document-types';
import { getStatesAndCities } from '../api/get-states-and-cities';

export interface ReferenceData {
  documentTypes: DocumentTypeOption[];
  departments: DepartmentOption[];
  blockedDomains: string[];
}

const NOTHING: never[] = [];

/** The list's load, telling a failure on the console (the list keeps what it had). */
const warned =
  <T>(what: string, load: () => Promise<T>) =>
  () =>
    load().catch((error: unknown) => {
      console.warn(`No se pudo cargar ${what}`, error);
      throw error;
    });

/**
 * The lists the customer fields need. A list that fails to load stays empty: the form still renders and the
 * server checks the submitted values again.
 */
export function useReferenceData(): ReferenceData {
  const { client, appName, tenant } = useStorefront();
  const documentTypes = useRemote(
    [client, appName, tenant],
    warned('los tipos de documento', () => getDocumentTypes(client, appName, tenant)),
  );
  const departments = useRemote(
    [client],
    warned('los departamentos', () => getStatesAndCities(client)),
  );
  const blockedDomains = useRemote(
    [client],
    warned('los dominios de correo bloqueados', () => getBlockedEmailDomains(client)),
  );

  return useMemo(
    () => ({
      documentTypes: documentTypes.data ?? NOTHING,
      departments: departments.data ?? NOTHING,
      blockedDomains: blockedDomains.data ?? NOTHING,
    }),
    [documentTypes.data, departments.data, blockedDomains.data],
  );
}
