import { Query } from '@nestjs/cqrs';
import type { SerializedAnswer } from '../../../infrastructure/cache/storefront-cache';
import type { StorefrontViewer } from '@lic/server-storefront-api';

/**
 * The home catalogue of an app as the exact bytes of `{ result: StorefrontCatalogue }` (cached,
 * design.md §5), optionally only the packages holding a feature. UnknownAppError (404) when the app is
 * neither a brand nor a service of the catalogue.
 */
export class GetStorefrontCatalogueQuery extends Query<SerializedAnswer> {
  constructor(
    readonly appName: string,
    readonly featureCode: string | null,
    readonly viewer: StorefrontViewer,
  ) {
    super();
  }
}
