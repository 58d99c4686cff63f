import type { EntityManager as CoreEntityManager } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { recordEvents } from '@lic/server-kernel';
import { bogotaDate } from '../../domain/calendar';
import { Channel } from '../../domain/channel.entity';
import { EntityState } from '../../domain/entity-state';
import { packageEventFor } from '../../domain/events/package-event-for';
import { PromoCodeChangedEvent } from '@lic/server-catalogue-api';
import { FeatureType } from '../../domain/feature-type.entity';
import { Package } from '../../domain/package.entity';
import { toPackageSnapshot } from '../../domain/package-snapshot';
import { PackageType } from '../../domain/package-type.entity';
import { toPromoCodeSnapshot } from '../../domain/promo-code-snapshot';
import { PromoCode } from '../../domain/promo-code.entity';
import { PromotionalUserType } from '../../domain/promotional-user-type.entity';
import { Service } from '../../domain/service.entity';
import { ServiceFeature } from '../../domain/service-feature.entity';
import { nextId } from '../next-id';
import { StoredFileRecord } from '../storage/stored-file.entity';
import {
  DEMO_FEATURE_TYPES,
  DEMO_PACKAGES,
  DEMO_PROMO_CODES,
  DEMO_SERVICE_FEATURES,
  DEMO_SERVICES,
  type DemoPackage,
} from './demo-catalogue.data';
import { demoOfferBanner } from './demo-offer-image';

const DAY_MS = 86_400_000;
const TAX = 19;

/**
 * A realistic catalogue for every brand: services, feature types, service features (principal and
 * children), packages of every type with their features, an offer with an image per brand that has
 * one, a private package for the demo company and three promo codes. Whatever already exists (by name
 * or code) is left as it is, so running it again changes nothing. New packages and promo codes are
 * announced with their events, like any other change of the catalogue.
 */
export class CatalogueDemoSeeder extends Seeder {
  async run(coreEm: CoreEntityManager): Promise<void> {
    const em = coreEm as EntityManager;
    const now = new Date();
    const services = await this.services(em);
    const featureTypes = await this.featureTypes(em);
    const features = await this.serviceFeatures(em, featureTypes);
    await em.flush();
    const packages = await this.packages(em, now, services, features);
    await this.promoCodes(em, now, packages);
    await em.flush();
  }

  private async services(em: EntityManager): Promise<Map<string, Service>> {
    const byName = new Map<string, Service>();
    for (const demo of DEMO_SERVICES) {
      let service = await em.findOne(Service, { serviceName: demo.serviceName });
      if (!service) {
        service = Service.register({
          serviceTypeId: demo.serviceTypeId,
          serviceName: demo.serviceName,
          descriptionService: demo.descriptionService,
          serviceNameContract: demo.serviceNameContract,
          contractedServices: true,
          // Contracts: every demo product is offered to LICENSE_FULL_ACCESS.
          isContractFullAccess: true,
          requiresSupervision: demo.requiresSupervision ?? false,
          addManualLicense: demo.addManualLicense,
        });
        em.persist(service);
      }
      byName.set(demo.serviceName, service);
    }
    return byName;
  }

  private async featureTypes(em: EntityManager): Promise<Map<string, FeatureType>> {
    const byName = new Map<string, FeatureType>();
    for (const demo of DEMO_FEATURE_TYPES) {
      let featureType = await em.findOne(FeatureType, { featureTypeName: demo.featureTypeName });
      if (!featureType) {
        featureType = FeatureType.register(demo.featureTypeName, demo.categoryType);
        em.persist(featureType);
      }
      byName.set(demo.featureTypeName, featureType);
    }
    return byName;
  }

  private async serviceFeatures(em: EntityManager, featureTypes: Map<string, FeatureType>): Promise<Map<string, ServiceFeature>> {
    const byCode = new Map<string, ServiceFeature>();
    // Principal features first: the others name them as parent.
    const ordered = [...DEMO_SERVICE_FEATURES].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null));
    for (const demo of ordered) {
      let feature = await em.findOne(ServiceFeature, { serviceFeatureCode: demo.code }, { populate: ['featureType'] });
      if (!feature) {
        feature = ServiceFeature.register({
          serviceTypeId: demo.serviceTypeId,
          serviceFeatureCode: demo.code,
          featureDescription: demo.description,
          featureType: featureTypes.get(demo.featureType) as FeatureType,
          parent: demo.parent ? (byCode.get(demo.parent) ?? null) : null,
          featureAlias: demo.alias,
          urlImageFeature: null,
          colorFeature: demo.color,
        });
        em.persist(feature);
      }
      byCode.set(demo.code, feature);
    }
    return byCode;
  }

  private async packages(
    em: EntityManager,
    now: Date,
    services: Map<string, Service>,
    features: Map<string, ServiceFeature>,
  ): Promise<Map<string, Package>> {
    const channels = new Map((await em.find(Channel, {})).map((c) => [c.channelType, c]));
    const types = new Map((await em.find(PackageType, {})).map((t) => [t.id, t]));
    const byCode = new Map<string, Package>();
    for (const demo of DEMO_PACKAGES) {
      const existing = await em.findOne(Package, { packageCode: demo.code });
      if (existing) {
        byCode.set(demo.code, existing);
        continue;
      }
      const pkg = Package.create(
        demo.code,
        {
          packageType: types.get(demo.typeId) as PackageType,
          packageName: demo.name,
          packageDescription: demo.description,
          packagePrice: demo.price,
          taxIva: TAX,
          validityPeriod: demo.validityPeriod,
          validityTypeId: demo.validityTypeId,
          publicVisibility: !demo.customerIds,
          relevance: demo.relevance,
          order: demo.order,
          offer: offerOf(demo, now),
          summaryHtml: demo.summaryHtml,
        },
        {
          services: demo.services.map((name) => services.get(name) as Service),
          channels: demo.channels.map((name) => channels.get(name) as Channel),
          customerIds: demo.customerIds ?? [],
        },
        EntityState.ACTIVE,
      );
      pkg.id = await nextId(em, 'package');
      pkg.deviceCategoryId = demo.deviceCategoryId ?? null;
      for (const item of demo.features) {
        pkg.configureFeature(
          services.get(item.service) as Service,
          features.get(item.feature) as ServiceFeature,
          item.quantity,
          item.unit ?? null,
        );
      }
      if (demo.offer) pkg.replaceOfferImage(this.banner(em, demo));
      em.persist(pkg);
      recordEvents(em, packageEventFor(null, toPackageSnapshot(pkg)));
      byCode.set(demo.code, pkg);
    }
    return byCode;
  }

  private banner(em: EntityManager, demo: DemoPackage): string {
    const colors = DEMO_SERVICES.find((s) => s.serviceName === demo.services[0])?.colors ?? ['#263238', '#78909C'];
    const file = new StoredFileRecord();
    file.fileName = `${demo.code.toLowerCase()}.png`;
    file.contentType = 'image/png';
    file.content = demoOfferBanner(colors[0], colors[1]);
    file.sizeBytes = file.content.length;
    em.persist(file);
    return file.id;
  }

  private async promoCodes(em: EntityManager, now: Date, packages: Map<string, Package>): Promise<void> {
    const userTypes = new Map((await em.find(PromotionalUserType, {})).map((t) => [t.id, t]));
    const day = (offset: number) => bogotaDate(new Date(now.getTime() + offset * DAY_MS));
    for (const demo of DEMO_PROMO_CODES) {
      if (await em.findOne(PromoCode, { promotionCode: demo.code })) continue;
      const promo = PromoCode.create(
        {
          promotionCode: demo.code,
          descriptionPromotionCode: demo.description,
          useQuantity: demo.useQuantity,
          applyTotalPurchase: demo.applyTotalPurchase,
          applyProduct: !demo.applyTotalPurchase,
          offerTypeCode: demo.offerTypeCode,
          offerValue: demo.offerValue,
          effectiveStartDate: day(demo.startsInDays),
          expirationDate: day(demo.endsInDays),
          periodicityType: demo.periodicityType,
          periodicityQuantity: demo.periodicityQuantity,
          endPeriodicityDate: demo.repeatsForDays === null ? null : day(demo.repeatsForDays),
          typeUserId: demo.typeUserId,
          packageIds: [],
          idstate: EntityState.ACTIVE,
        },
        userTypes.get(demo.typeUserId) as PromotionalUserType,
        demo.packages.map((code) => packages.get(code) as Package),
      );
      promo.id = await nextId(em, 'promotional_code');
      em.persist(promo);
      recordEvents(em, new PromoCodeChangedEvent(toPromoCodeSnapshot(promo)));
    }
  }
}

function offerOf(demo: DemoPackage, now: Date) {
  if (!demo.offer) return { applyOffer: false, offerTypeCode: null, totalOffer: 0, offerStartTime: now, offerExpirationTime: now };
  return {
    applyOffer: true,
    offerTypeCode: demo.offer.type,
    totalOffer: demo.offer.value,
    offerStartTime: new Date(now.getTime() + demo.offer.startsInDays * DAY_MS),
    offerExpirationTime: new Date(now.getTime() + demo.offer.endsInDays * DAY_MS),
  };
}
