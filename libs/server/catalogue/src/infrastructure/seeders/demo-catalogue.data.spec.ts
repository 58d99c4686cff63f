import { describe, expect, it } from '@jest/globals';
import { validatePackageInput } from '../../domain/package-input';
import { validatePromoCodeInput } from '../../domain/promo-code-terms';
import { DEMO_FEATURE_TYPES, DEMO_PACKAGES, DEMO_PROMO_CODES, DEMO_SERVICE_FEATURES, DEMO_SERVICES } from './demo-catalogue.data';
import { demoOfferBanner } from './demo-offer-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NOW = new Date('2026-11-22T15:00:00.000Z');
const day = (offset: number) => new Date(NOW.getTime() - 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

describe('demo catalogue', () => {
  it('passes the same rules as a package saved through the API', () => {
    for (const demo of DEMO_PACKAGES) {
      expect(() =>
        validatePackageInput(
          {
            packageCode: demo.code,
            packageTypeId: demo.typeId,
            packageName: demo.name,
            packageDescription: demo.description,
            packagePrice: demo.price,
            taxIva: 19,
            validityPeriod: demo.validityPeriod,
            validityTypeId: demo.validityTypeId,
            relevance: demo.relevance,
            order: demo.order,
            applyOffer: Boolean(demo.offer),
            offerTypeCode: demo.offer?.type ?? null,
            totalOffer: demo.offer?.value ?? 0,
            offerStartTime: demo.offer ? day(demo.offer.startsInDays) : null,
            offerExpirationTime: demo.offer ? day(demo.offer.endsInDays) : null,
            publicVisibility: !demo.customerIds,
            serviceIds: demo.services.map((_, i) => i + 1),
            channelIds: demo.channels.map((_, i) => i + 1),
            customerIds: demo.customerIds ?? [],
            summaryHtml: demo.summaryHtml,
            idstate: 0,
            image: null,
          },
          { now: NOW, hasStoredImage: true },
        ),
      ).not.toThrow();
    }
  });

  it('grants only features of the package services, with quantities of 1 to 9,999,999', () => {
    const services = new Map(DEMO_SERVICES.map((s) => [s.serviceName, s.serviceTypeId]));
    const features = new Map(DEMO_SERVICE_FEATURES.map((f) => [f.code, f]));
    for (const demo of DEMO_PACKAGES) {
      for (const item of demo.features) {
        expect(demo.services).toContain(item.service);
        expect(features.get(item.feature)?.serviceTypeId).toBe(services.get(item.service));
        expect(features.get(item.feature)?.parent).not.toBeNull();
        expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(item.quantity).toBeLessThanOrEqual(9_999_999);
        expect(item.unit === undefined || features.get(item.feature)?.featureType === 'Almacenamiento').toBe(true);
      }
    }
    expect(new Set(DEMO_PACKAGES.map((p) => p.code)).size).toBe(DEMO_PACKAGES.length);
    expect(DEMO_SERVICE_FEATURES.every((f) => DEMO_FEATURE_TYPES.some((t) => t.featureTypeName === f.featureType))).toBe(true);
  });

  it('has promo codes that pass the promo rules', () => {
    for (const demo of DEMO_PROMO_CODES) {
      expect(() =>
        validatePromoCodeInput({
          promotionCode: demo.code,
          descriptionPromotionCode: demo.description,
          useQuantity: demo.useQuantity,
          applyTotalPurchase: demo.applyTotalPurchase,
          offerTypeCode: demo.offerTypeCode,
          offerValue: demo.offerValue,
          effectiveStartDate: day(demo.startsInDays),
          expirationDate: day(demo.endsInDays),
          periodicityType: demo.periodicityType,
          periodicityQuantity: demo.periodicityQuantity,
          endPeriodicityDate: demo.repeatsForDays === null ? null : day(demo.repeatsForDays),
          typeUserId: demo.typeUserId,
          packageIds: demo.packages.map((_, i) => i + 1),
          idstate: 0,
        }),
      ).not.toThrow();
      expect(demo.code.length).toBeLessThanOrEqual(20);
    }
  });

  it('draws offer banners as real PNG images', () => {
    const png = demoOfferBanner('#0B3D91', '#42A5F5');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.readUInt32BE(16)).toBe(600);
    expect(png.readUInt32BE(20)).toBe(300);
    expect(png.length).toBeLessThan(2_097_152);
  });
});
