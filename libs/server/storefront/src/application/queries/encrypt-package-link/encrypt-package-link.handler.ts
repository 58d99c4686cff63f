import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import { brandByAppName, brandHas } from '@lic/server-reference';
import { appNameForService } from '../../../domain/app-scope';
import { packageLinkKey, sealPackageLink } from '../../../domain/package-link';
import { StorefrontPackageNotFoundError } from '../../../domain/storefront.errors';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { EncryptPackageLinkQuery, type PackageLink } from './encrypt-package-link.query';

const ADD_CART_PATH = '/license/addCart/';

@QueryHandler(EncryptPackageLinkQuery)
export class EncryptPackageLinkHandler implements IQueryHandler<EncryptPackageLinkQuery> {
  private readonly key: Buffer;

  constructor(
    private readonly readModel: CatalogueReadModel,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = packageLinkKey(config.loginParameterKey);
  }

  async execute({ packageId, quantity, promotionCode, origin }: EncryptPackageLinkQuery): Promise<PackageLink> {
    const [snapshot] = await this.readModel.packagesById([packageId]);
    if (!snapshot || snapshot.idstate !== 0) throw new StorefrontPackageNotFoundError();
    const firstService = [...snapshot.services].sort((a, b) => a.serviceId - b.serviceId)[0];
    const appName = appNameForService(firstService?.serviceName);
    const encrypted = sealPackageLink(this.key, { packageId, quantity, promotionCode });
    return {
      encrypted,
      url: `${origin.protocol}://${brandHost(appName, origin.host, this.config.brandHosts)}${ADD_CART_PATH}${encrypted}`,
    };
  }
}

/**
 * The host of a brand: the first host the configuration maps to it (BRAND_HOSTS), else the caller's
 * host with the brand as first label (`colfactura.localhost:3000` from `localhost:3000` or
 * `license.localhost:3000`); the license brand is the bare host.
 */
export function brandHost(appName: string, callerHost: string, brandHosts: Record<string, string>): string {
  const mapped = Object.entries(brandHosts).find(([, app]) => app.toLowerCase() === appName);
  if (mapped) return mapped[0];
  const [first, ...rest] = callerHost.toLowerCase().split('.');
  const base = rest.length > 0 && brandByAppName(first.replace(/:\d+$/, '')) ? rest.join('.') : callerHost.toLowerCase();
  return brandHas(appName, 'sellsEveryService') ? base : `${appName}.${base}`;
}
