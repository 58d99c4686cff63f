import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectionType, FilterQuery } from '@mikro-orm/core';
import { Package } from '../domain/package.entity';

/** Everything a package snapshot reads. */
export const PACKAGE_LINKS = [
  'packageType',
  'services',
  'channels',
  'customers',
  'features.service',
  'features.serviceFeature.featureType',
] as const;

/** Order of every package list: type, relevance (Alta first), order, then id. */
export const PACKAGE_LIST_ORDER = { packageType: { id: 'asc' }, relevance: 'asc', order: 'asc', id: 'asc' } as const;

export function loadPackage(em: EntityManager, id: number): Promise<Package | null> {
  return em.findOne(Package, { id }, { populate: PACKAGE_LINKS });
}

/** `connectionType: 'read'` only for lists that ReadReplicas lets read a replica. */
export function loadPackages(em: EntityManager, where: FilterQuery<Package> = {}, connectionType?: ConnectionType): Promise<Package[]> {
  return em.find(Package, where, { populate: PACKAGE_LINKS, orderBy: PACKAGE_LIST_ORDER, connectionType });
}
