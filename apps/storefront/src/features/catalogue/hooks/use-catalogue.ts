import { startTransition, useEffect, useState } from 'react';
import type { StorefrontCatalogue } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { useStorefront } from '../../../shared/storefront-context';
import { useSession } from '../../session';
import { getPackagesByServiceName } from '../api/get-packages-by-service-name';

export type CatalogueState =
  { status: 'loading' } | { status: 'loaded'; catalogue: StorefrontCatalogue } | { status: 'failed'; message: string };

export const CATALOGUE_LOAD_FAILED = 'Se ha presentado un error al procesar la solicitud';

/**
 * The brand's catalogue; loaded again when the signed-in company changes, since private packages
 * are shown only to the companies they were made for.
 */
export function useCatalogue(): CatalogueState {
  const { client, appName } = useStorefront();
  const { claims } = useSession();
  const company = claims?.customer_value ?? null;
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getPackagesByServiceName(client, appName).then(
      // The cards are the largest render of the home: in slices, while the skeleton stays (decision 0025).
      (catalogue) => live && startTransition(() => setState({ status: 'loaded', catalogue })),
      (error: unknown) =>
        live && setState({ status: 'failed', message: error instanceof ApiError ? error.statusMessage : CATALOGUE_LOAD_FAILED }),
    );
    return () => {
      live = false;
    };
  }, [client, appName, company]);

  return state;
}
