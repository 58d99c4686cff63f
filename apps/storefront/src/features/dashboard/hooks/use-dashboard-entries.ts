import { useEffect, useState } from 'react';
import type { DashboardEntry } from '@lic/shared-api-types';
import { useStorefront } from '../../../shared/storefront-context';
import { getDashboardCustomer } from '../api/get-dashboard-customer';
import type { DashboardCustomer } from '../dashboard-customer';

export interface DashboardEntriesState {
  loading: boolean;
  entries: DashboardEntry[];
}

/** The company's contracted products; a failed load shows the empty list (§8). */
export function useDashboardEntries(customer: DashboardCustomer | null): DashboardEntriesState {
  const { client } = useStorefront();
  const [state, setState] = useState<DashboardEntriesState>({ loading: customer !== null, entries: [] });
  const documentType = customer?.documentType;
  const documentNumber = customer?.documentNumber;

  useEffect(() => {
    if (documentType === undefined || documentNumber === undefined) {
      setState({ loading: false, entries: [] });
      return;
    }
    let live = true;
    setState({ loading: true, entries: [] });
    getDashboardCustomer(client, { documentType, documentNumber }).then(
      (entries) => live && setState({ loading: false, entries }),
      (error: unknown) => {
        console.warn('No se pudieron cargar los productos adquiridos', error);
        if (live) setState({ loading: false, entries: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [client, documentType, documentNumber]);

  return state;
}
