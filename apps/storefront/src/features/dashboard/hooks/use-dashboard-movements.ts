import { useEffect } from 'react';
import type { DashboardMovement, DashboardMovementsRequest } from '@lic/shared-api-types';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getDashboardMovements } from '../api/get-dashboard-movements';

export interface DashboardMovementsState {
  loading: boolean;
  movements: DashboardMovement[];
}

/**
 * The movements of a contracted feature in the range; a failed load shows the empty table. Null asks nothing.
 * A new range keeps the current rows until its own arrive.
 */
export function useDashboardMovements(request: DashboardMovementsRequest | null): DashboardMovementsState {
  const { client } = useStorefront();
  const key = request === null ? null : JSON.stringify(request);
  const remote = useRemote(
    [client, key],
    (signal) =>
      getDashboardMovements(client, JSON.parse(key ?? 'null') as DashboardMovementsRequest, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        console.warn('No se pudieron cargar los movimientos', error);
        return [];
      }),
    { enabled: key !== null },
  );
  const { setData } = remote;

  // Nothing asked: the table empties, so a later request does not show these rows meanwhile.
  useEffect(() => {
    if (key === null) setData(undefined);
  }, [key, setData]);

  return { loading: remote.loading, movements: key === null ? [] : (remote.data ?? []) };
}
