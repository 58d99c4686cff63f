import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { discountedPrice, roundTo2 } from '@lic/shared-rules';
import { EntityState } from '../../../domain/entity-state';
import type { OfferTypeCode } from '../../../domain/package-terms';
import { DEFAULT_STORAGE_UNIT, UNLIMITED_QUANTITY } from '../../../domain/package-terms';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { likeLiteral } from '../../../infrastructure/find-by-name';
import {
  GetPackagesConfigurationQuery,
  type ConfigurableFeature,
  type PackageConfigurationRecord,
} from './get-packages-configuration.query';

interface PackageRow {
  id: number;
  package_code: string;
  package_name: string;
  package_price: string;
  apply_offer: boolean;
  offer_type_code: string | null;
  total_offer: string;
  public_visibility: boolean;
  idstate: number;
}

interface ServiceRow {
  package_id: number;
  service_id: number;
  service_name: string;
  service_type_id: number;
}

interface ConfiguredRow {
  package_id: number;
  service_id: number;
  service_feature_id: number;
  quantity: number;
  storage_unit: string | null;
}

/**
 * "Configurar paquetes" reads straight into its view (a type may hold a thousand packages: loading each
 * aggregate with its links took seconds): the packages, their services and configured features in three
 * statements, then every feature of their service types once.
 */
@QueryHandler(GetPackagesConfigurationQuery)
export class GetPackagesConfigurationHandler implements IQueryHandler<GetPackagesConfigurationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packageTypeId, packageName }: GetPackagesConfigurationQuery): Promise<PackageConfigurationRecord[]> {
    const connection = this.em.getConnection();
    const name = packageName?.trim();
    // The order of every package list (PACKAGE_LIST_ORDER): relevance (Alta first), order, then id.
    const packages = await connection.execute<PackageRow[]>(
      `select p.id, p.package_code, p.package_name, p.package_price, p.apply_offer, p.offer_type_code, p.total_offer,
              p.public_visibility, p.idstate
         from catalogue.package p
        where p.package_type_id = ?${name ? ` and p.package_name ilike ?` : ''}
        order by p.relevance asc, p.sort_order asc, p.id asc`,
      name ? [packageTypeId, `%${likeLiteral(name)}%`] : [packageTypeId],
    );
    if (packages.length === 0) return [];
    // Integers of our own rows: written into the statements rather than bound one by one.
    const ids = packages.map((pkg) => Math.trunc(Number(pkg.id))).join(',');
    const [services, configured] = await Promise.all([
      connection.execute<ServiceRow[]>(
        `select ps.package_id, s.id as service_id, s.service_name, s.service_type_id
           from catalogue.package_service ps join catalogue.service s on s.id = ps.service_id
          where ps.package_id in (${ids})
          order by ps.package_id, s.id`,
      ),
      connection.execute<ConfiguredRow[]>(
        `select package_id, service_id, service_feature_id, quantity, storage_unit
           from catalogue.package_feature where package_id in (${ids})`,
      ),
    ]);
    const serviceTypeIds = [...new Set(services.map((service) => service.service_type_id))];
    const features = serviceTypeIds.length
      ? await this.em.find(ServiceFeature, { serviceTypeId: { $in: serviceTypeIds } }, { populate: ['featureType', 'featureRelation'] })
      : [];
    const featuresByType = groupBy(
      [...features].sort(
        (a, b) =>
          groupKey(a) - groupKey(b) ||
          Number(!a.isPrincipal) - Number(!b.isPrincipal) ||
          a.serviceFeatureCode.localeCompare(b.serviceFeatureCode),
      ),
      (feature) => feature.serviceTypeId,
    );
    const servicesByPackage = groupBy(services, (service) => service.package_id);
    const configuredByKey = new Map(configured.map((row) => [`${row.package_id}:${row.service_id}:${row.service_feature_id}`, row]));

    return packages.map((pkg) => {
      const price = Number(pkg.package_price);
      const withDiscount = discountedPrice(price, {
        applyOffer: pkg.apply_offer,
        offerTypeCode: (pkg.offer_type_code as OfferTypeCode | null) ?? null,
        totalOffer: Number(pkg.total_offer),
      });
      return {
        packageId: pkg.id,
        packageCode: pkg.package_code,
        packageName: pkg.package_name,
        packagePrice: price,
        packageDiscount: price > 0 ? roundTo2(((price - withDiscount) * 100) / price) : 0,
        packageWithDiscount: withDiscount,
        publicVisibility: pkg.public_visibility,
        idstate: pkg.idstate,
        serviceList: (servicesByPackage.get(pkg.id) ?? []).map((service) => ({
          serviceId: service.service_id,
          serviceName: service.service_name,
          features: (featuresByType.get(service.service_type_id) ?? []).flatMap((feature): ConfigurableFeature[] => {
            const chosen = configuredByKey.get(`${pkg.id}:${service.service_id}:${feature.id}`);
            if (feature.idstate !== EntityState.ACTIVE && !chosen) return [];
            const isStorage = feature.featureType.isStorage;
            return [
              {
                featureId: feature.id,
                featureName: feature.featureDescription,
                featureCode: feature.serviceFeatureCode,
                featureAlias: feature.featureAlias ?? null,
                featureTypeName: feature.featureType.featureTypeName,
                isPrincipal: feature.isPrincipal,
                selected: Boolean(chosen),
                quantity: chosen?.quantity ?? 1,
                isUnlimited: chosen?.quantity === UNLIMITED_QUANTITY,
                isStorage,
                storageType: isStorage ? (chosen?.storage_unit ?? DEFAULT_STORAGE_UNIT) : null,
              },
            ];
          }),
        })),
      };
    });
  }
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Keeps a principal feature and its children together. */
function groupKey(feature: ServiceFeature): number {
  return feature.featureRelation?.id ?? feature.id;
}
