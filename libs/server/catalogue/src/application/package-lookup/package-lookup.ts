import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogueMessage } from '../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../domain/catalogue.errors';
import { Package } from '../../domain/package.entity';

/** The package of a look-up; an unknown id is a 422 the popovers show (backoffice-catalogue.md §8). */
export async function requirePackage<const P extends string>(em: EntityManager, id: number, populate: readonly P[]): Promise<Package> {
  const pkg = await em.findOne(Package, { id }, { populate: populate as never });
  if (!pkg) throw new CatalogueRuleError('CATALOGUE.PACKAGE_NOT_FOUND', CatalogueMessage.packageNotFound);
  return pkg;
}
