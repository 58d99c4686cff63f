import { useEffect, useState } from 'react';
import type { DashboardMovement, DashboardMovementsRequest } from '@lic/shared-api-types';
import { useStorefront } from '../../../shared/storefront-context';
import { getDashboardMovements } from '../api/get-dashboard-movements';

export interface DashboardMovementsState {
  loading: boolean;
  movements: DashboardMovement[];
}

/** The movements of a contracted feature in the range; a failed load shows the empty table. Null asks nothing. */
export function useDashboardMovements(request: DashboardMovementsRequest | null): DashboardMovementsState {
  const { client } = useStorefront();
  const [state, setState] = useState<DashboardMovementsState>({ loading: request !== null, movements: [] });
  const key = request === null ? null : JSON.stringify(request);

  useEffect(() => {
    if (key === null) {
      setState({ loading: false, movements: [] });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ loading: true, movements: previous.movements }));
    getDashboardMovements(client, JSON.parse(key) as DashboardMovementsRequest, controller.signal).then(
      (movements) => setState({ loading: false, movements }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('No se pudieron cargar los movimientos', error);
        setState({ loading: false, movements: [] });
      },
    );
    return () => controller.abort();
  }, [client, key]);

  return state;
}
