import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { serviceNamesForApp } from '../../../domain/app-scope';
import { buildStorefrontCatalogue, packageInScope, type CatalogueScope } from '../../../domain/storefront-catalogue';
import { UnknownAppError } from '../../../domain/storefront.errors';
import { nextOfferBoundary } from '../../../domain/storefront-package';
import {
  CACHE_SAFETY_TTL_MS,
  catalogueCacheKey,
  serializedAnswer,
  StorefrontCache,
  type SerializedAnswer,
} from '../../../infrastructure/cache/storefront-cache';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { GetStorefrontCatalogueQuery } from './get-storefront-catalogue.query';

const APP_NAME_MAX = 50;

@QueryHandler(GetStorefrontCatalogueQuery)
export class GetStorefrontCatalogueHandler implements IQueryHandler<GetStorefrontCatalogueQuery> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly cache: StorefrontCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ appName, featureCode, viewer }: GetStorefrontCatalogueQuery): Promise<SerializedAnswer> {
    const key = catalogueCacheKey(appName, featureCode, viewer.customerId);
    return this.cache.getOrFill(key, async () => {
      const app = appName.trim().slice(0, APP_NAME_MAX);
      // The answer is cached until the next change: it must include the last change heard of.
      const load = { mustSee: this.cache.readModelPosition };
      const serviceNames = serviceNamesForApp(app, await this.cache.knownServiceNames(() => this.readModel.serviceNames(load)));
      if (serviceNames === undefined) throw new UnknownAppError(app);
      const scope: CatalogueScope = { serviceNames, featureCode };
      const now = this.clock.now();
      const snapshots = await this.readModel.activePackages(serviceNames, load);
      const catalogue = buildStorefrontCatalogue(snapshots, scope, viewer, now);
      // The answer changes by itself when an offer window of one of its packages opens or closes.
      const boundary = nextOfferBoundary(
        snapshots.filter((snapshot) => packageInScope(snapshot, scope, viewer)),
        now,
      );
      const expiresAt = Math.min(boundary?.getTime() ?? Number.POSITIVE_INFINITY, now.getTime() + CACHE_SAFETY_TTL_MS);
      return serializedAnswer({ result: catalogue }, expiresAt);
    });
  }
}
