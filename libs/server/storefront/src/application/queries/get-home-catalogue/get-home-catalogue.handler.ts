import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ANONYMOUS_VIEWER, GetHomeCatalogueQuery, type HomeCatalogue } from '@lic/server-storefront-api';
import type { StorefrontCatalogue } from '@lic/shared-api-types';
import { UnknownAppError } from '../../../domain/storefront.errors';
import type { SerializedAnswer } from '../../../infrastructure/cache/storefront-cache';
import { GetStorefrontCatalogueQuery } from '../get-storefront-catalogue/get-storefront-catalogue.query';

@QueryHandler(GetHomeCatalogueQuery)
export class GetHomeCatalogueHandler implements IQueryHandler<GetHomeCatalogueQuery> {
  /** Each cached answer read once: a new answer (after a change) is a new object. */
  private readonly parsed = new WeakMap<SerializedAnswer, HomeCatalogue>();

  constructor(private readonly queryBus: QueryBus) {}

  async execute({ appName }: GetHomeCatalogueQuery): Promise<HomeCatalogue | null> {
    let answer: SerializedAnswer;
    try {
      answer = await this.queryBus.execute(new GetStorefrontCatalogueQuery(appName, null, ANONYMOUS_VIEWER));
    } catch (error) {
      if (error instanceof UnknownAppError) return null;
      throw error;
    }
    let home = this.parsed.get(answer);
    if (!home) {
      const { result } = JSON.parse(answer.body.toString('utf8')) as { result: StorefrontCatalogue };
      home = { catalogue: result, version: answer.etag };
      this.parsed.set(answer, home);
    }
    return home;
  }
}
