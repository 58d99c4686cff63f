import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityState } from '../../domain/entity-state';
import { Package } from '../../domain/package.entity';

/**
 * The packages a promo code applies to. Every id must be a package; a package the code already had may
 * stay even if inactivated since, any other must be active. Null when one is not usable.
 */
export async function promoCodePackages(em: EntityManager, ids: number[], alreadyLinked: number[] = []): Promise<Package[] | null> {
  if (ids.length === 0) return [];
  const packages = await em.find(Package, { id: { $in: ids } });
  const linked = new Set(alreadyLinked);
  const usable = ids.every((id) => {
    const pkg = packages.find((candidate) => candidate.id === id);
    return pkg !== undefined && (pkg.idstate === EntityState.ACTIVE || linked.has(id));
  });
  return usable ? packages : null;
}
