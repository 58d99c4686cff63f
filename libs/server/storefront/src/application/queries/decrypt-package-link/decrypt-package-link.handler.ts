import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import type { DecryptedPackageLink } from '@lic/shared-api-types';
import { InvalidPackageLinkError, openPackageLink, packageLinkKey, type PackageLinkContent } from '../../../domain/package-link';
import { InvalidPackageLinkInputError } from '../../../domain/storefront.errors';
import { GetStorefrontPackagesQuery } from '@lic/server-storefront-api';
import { DecryptPackageLinkQuery } from './decrypt-package-link.query';

@QueryHandler(DecryptPackageLinkQuery)
export class DecryptPackageLinkHandler implements IQueryHandler<DecryptPackageLinkQuery> {
  private readonly key: Buffer;

  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = packageLinkKey(config.loginParameterKey);
  }

  async execute({ link }: DecryptPackageLinkQuery): Promise<DecryptedPackageLink> {
    let content: PackageLinkContent;
    try {
      content = openPackageLink(this.key, link);
    } catch (error) {
      if (error instanceof InvalidPackageLinkError) throw new InvalidPackageLinkInputError();
      throw error;
    }
    // Links are made by staff for chosen companies: a private package opens too, if it is still active.
    const [pkg] = await this.queryBus.execute(new GetStorefrontPackagesQuery([content.packageId]));
    if (!pkg) throw new InvalidPackageLinkInputError();
    return { records: [{ ...pkg, quantity: content.quantity, promotionCode: content.promotionCode }] };
  }
}
