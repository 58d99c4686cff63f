import type { StorefrontCatalogue } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useFirstScreen } from '../../../shared/first-screen';
import { useSession } from '../../session';
import { getPackagesByServiceName } from '../../../shared/api/get-packages-by-service-name';

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
  // The page the server rendered came with the anonymous catalogue it drew (decision 0055).
  const firstScreen = useFirstScreen();
  const rendered = firstScreen !== null && firstScreen.appName === appName && company === null ? firstScreen.catalogue : undefined;
  // The cards are the largest render of the home: in slices, while the skeleton stays (decision 0025).
  const catalogue = useRemote([client, appName, company], () => getPackagesByServiceName(client, appName), {
    inTransition: true,
    initialData: rendered,
  });

  if (catalogue.loading) return { status: 'loading' };
  if (catalogue.error !== null) {
    return { status: 'failed', message: catalogue.error instanceof ApiError ? catalogue.error.statusMessage : CATALOGUE_LOAD_FAILED };
  }
  return catalogue.data === undefined ? { status: 'loading' } : { status: 'loaded', catalogue: catalogue.data };
}
