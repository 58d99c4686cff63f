import { useEffect, useState } from 'react';
import type { DepartmentOption, DocumentTypeOption } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getBlockedEmailDomains } from '../api/get-blocked-email-domains';
import { getDocumentTypes } from '../api/get-document-types';
import { getStatesAndCities } from '../api/get-states-and-cities';

export interface ReferenceData {
  documentTypes: DocumentTypeOption[];
  departments: DepartmentOption[];
  blockedDomains: string[];
}

/**
 * The lists the customer fields need. A list that fails to load stays empty: the form still renders and the
 * server checks the submitted values again.
 */
export function useReferenceData(): ReferenceData {
  const { client, appName, tenant } = useStorefront();
  const [data, setData] = useState<ReferenceData>({ documentTypes: [], departments: [], blockedDomains: [] });

  useEffect(() => {
    let live = true;
    const keep =
      <K extends keyof ReferenceData>(key: K) =>
      (value: ReferenceData[K]) => {
        if (live) setData((current) => ({ ...current, [key]: value }));
      };
    const ignore = (what: string) => (error: unknown) => console.warn(`No se pudo cargar ${what}`, error);
    getDocumentTypes(client, appName, tenant).then(keep('documentTypes'), ignore('los tipos de documento'));
    getStatesAndCities(client).then(keep('departments'), ignore('los departamentos'));
    getBlockedEmailDomains(client).then(keep('blockedDomains'), ignore('los dominios de correo bloqueados'));
    return () => {
      live = false;
    };
  }, [client, appName, tenant]);

  return data;
}
