import { Query } from '@nestjs/cqrs';
import type { StorefrontCatalogue } from '@lic/shared-api-types';

export interface HomeCatalogue {
  catalogue: StorefrontCatalogue;
  /** Changes whenever the catalogue does (the ETag of the cached answer). */
  version: string;
}

/**
 * The anonymous home catalogue of an app, the same the catalogue endpoint answers from the storefront's
 * cache (so a change shows as soon as it does there), for pages the server renders (decision 0055);
 * null when the app is neither a brand nor a service of the catalogue.
 */
export class GetHomeCatalogueQuery extends Query<HomeCatalogue | null> {
  constructor(readonly appName: string) {
    super();
  }
}
