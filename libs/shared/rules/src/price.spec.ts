import { discountedPrice, displayedOfferExpiry, endOfQuarter, offerDiscount, roundTo2, unitPriceBeforeTax } from './price';

describe('roundTo2', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(42016.806722)).toBe(42016.81);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(10)).toBe(10);
  });
});

describe('unitPriceBeforeTax', () => {
  it('takes the IVA out of the price: price × 100 / (100 + tax)', () => {
    expect(unitPriceBeforeTax(119000, 19)).toBe(100000);
    expect(unitPriceBeforeTax(50000, 19)).toBe(42016.81);
    expect(unitPriceBeforeTax(99900, 5)).toBe(95142.86);
    expect(unitPriceBeforeTax(80000, 0)).toBe(80000);
  });
});

describe('discountedPrice', () => {
  it('takes the percent off for PTJ, in whole pesos (the discount rounded half up)', () => {
    expect(discountedPrice(200000, { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 15 })).toBe(170000);
    expect(discountedPrice(99999, { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 33 })).toBe(66999);
    expect(discountedPrice(99990, { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 12.5 })).toBe(87491);
    expect(discountedPrice(1000, { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 100 })).toBe(0);
  });

  it('is the offer value for VLR, never above the price', () => {
    expect(discountedPrice(200000, { applyOffer: true, offerTypeCode: 'VLR', totalOffer: 150000 })).toBe(150000);
    expect(discountedPrice(200000, { applyOffer: true, offerTypeCode: 'VLR', totalOffer: 250000 })).toBe(200000);
  });

  it('is the price without an offer', () => {
    expect(discountedPrice(200000, { applyOffer: false, offerTypeCode: 'PTJ', totalOffer: 15 })).toBe(200000);
    expect(discountedPrice(200000, { applyOffer: true, offerTypeCode: null, totalOffer: 15 })).toBe(200000);
  });

  it('gives the discount as the difference', () => {
    expect(offerDiscount(200000, { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 15 })).toBe(30000);
    expect(offerDiscount(200000, { applyOffer: true, offerTypeCode: 'VLR', totalOffer: 150000 })).toBe(50000);
    expect(offerDiscount(200000, { applyOffer: false, offerTypeCode: 'VLR', totalOffer: 150000 })).toBe(0);
  });
});

describe('endOfQuarter', () => {
  it('is the last millisecond of the quarter in Bogotá (UTC-5)', () => {
    expect(endOfQuarter(new Date('2025-02-10T12:00:00Z')).toISOString()).toBe('2025-04-01T04:59:59.999Z');
    expect(endOfQuarter(new Date('2025-11-30T12:00:00Z')).toISOString()).toBe('2026-01-01T04:59:59.999Z');
  });

  it('uses the Bogotá date, not the UTC one, near midnight', () => {
    // 02:00 UTC on 1 April is still 31 March, first quarter, in Bogotá.
    expect(endOfQuarter(new Date('2025-04-01T02:00:00Z')).toISOString()).toBe('2025-04-01T04:59:59.999Z');
    expect(endOfQuarter(new Date('2025-04-01T05:00:00Z')).toISOString()).toBe('2025-07-01T04:59:59.999Z');
  });
});

describe('displayedOfferExpiry', () => {
  const now = new Date('2025-05-15T15:00:00Z');

  it('keeps an expiry 90 days away or less', () => {
    const in90Days = new Date(now.getTime() + 90 * 86_400_000);
    expect(displayedOfferExpiry(in90Days, now)).toEqual(in90Days);
    const tomorrow = new Date('2025-05-16T15:00:00Z');
    expect(displayedOfferExpiry(tomorrow, now)).toEqual(tomorrow);
  });

  it('rolls an expiry further away to the end of the current quarter', () => {
    const farAway = new Date(now.getTime() + 90 * 86_400_000 + 1);
    expect(displayedOfferExpiry(farAway, now).toISOString()).toBe('2025-07-01T04:59:59.999Z');
    expect(displayedOfferExpiry(new Date('2030-01-01T00:00:00Z'), now).toISOString()).toBe('2025-07-01T04:59:59.999Z');
  });
});
