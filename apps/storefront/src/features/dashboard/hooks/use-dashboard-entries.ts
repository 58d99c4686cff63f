import type { DashboardEntry } from '@lic/shared-api-types';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getDashboardCustomer } from '../api/get-dashboard-customer';
import type { DashboardCustomer } from '../dashboard-customer';

export interface DashboardEntriesState {
  loading: boolean;
  entries: DashboardEntry[];
}

const NO_ENTRIES: DashboardEntry[] = [];

/** The company's contracted products; a failed load shows the empty list (§8). */
export function useDashboardEntries(customer: DashboardCustomer | null): DashboardEntriesState {
  const { client } = useStorefront();
  const documentType = customer?.documentType;
  const documentNumber = customer?.documentNumber;
  const asked = documentType === undefined || documentNumber === undefined ? null : { documentType, documentNumber };
  const remote = useRemote(
    [client, documentType, documentNumber],
    () =>
      asked === null
        ? Promise.resolve(NO_ENTRIES)
        : getDashboardCustomer(client, asked).catch((error: unknown) => {
            console.warn('No se pudieron cargar los productos adquiridos', error);
            return NO_ENTRIES;
          }),
    { enabled: asked !== null },
  );

  return { loading: remote.loading, entries: asked === null || remote.loading ? NO_ENTRIES : (remote.data ?? NO_ENTRIES) };
}
