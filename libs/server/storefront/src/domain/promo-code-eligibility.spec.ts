import type { PromoCodeSnapshot } from '@lic/server-catalogue-api';
import { addMonths, promoCodeEligibility, promoCodePeriod, type PromoCodeEligibilityInput } from './promo-code-eligibility';

function code(overrides: Partial<PromoCodeSnapshot> = {}): PromoCodeSnapshot {
  return {
    promoCodeId: 1,
    promotionCode: 'BIENVENIDA10',
    descriptionPromotionCode: 'Bienvenida',
    useQuantity: 5,
    idstate: 0,
    applyTotalPurchase: false,
    applyProduct: true,
    offerTypeCode: 'PTJ',
    offerValue: 10,
    effectiveStartDate: '2026-05-01',
    expirationDate: '2026-05-20',
    periodicityType: 'NEVER',
    periodicityQuantity: null,
    endPeriodicityDate: null,
    typeUserId: 1,
    packageIds: [1, 2],
    ...overrides,
  };
}

const input = (overrides: Partial<PromoCodeEligibilityInput> = {}): PromoCodeEligibilityInput => ({
  packageIds: [1, 3],
  cartHasFreePackage: false,
  customerRegistered: false,
  today: '2026-05-10',
  usesInPeriod: 0,
  ...overrides,
});

describe('promoCodeEligibility', () => {
  it('applies to the cart packages the code names', () => {
    expect(promoCodeEligibility(code(), input())).toEqual({
      ok: true,
      promotion: { promotionCode: 'BIENVENIDA10', offerTypeCode: 'PTJ', offerValue: 10, applyTotalPurchase: false, packageIds: [1] },
    });
  });

  it('applies to every cart package when it applies to the total purchase', () => {
    const result = promoCodeEligibility(
      code({ applyTotalPurchase: true, packageIds: [], offerTypeCode: 'VLR', offerValue: 50_000 }),
      input(),
    );
    expect(result).toEqual({
      ok: true,
      promotion: { promotionCode: 'BIENVENIDA10', offerTypeCode: 'VLR', offerValue: 50_000, applyTotalPurchase: true, packageIds: [1, 3] },
    });
  });

  it('refuses an unknown or inactive code', () => {
    expect(promoCodeEligibility(null, input())).toEqual({ ok: false });
    expect(promoCodeEligibility(code({ idstate: 1 }), input())).toEqual({ ok: false });
  });

  it('refuses outside the window (Bogotá days, both ends included)', () => {
    expect(promoCodeEligibility(code(), input({ today: '2026-04-30' })).ok).toBe(false);
    expect(promoCodeEligibility(code(), input({ today: '2026-05-01' })).ok).toBe(true);
    expect(promoCodeEligibility(code(), input({ today: '2026-05-20' })).ok).toBe(true);
    expect(promoCodeEligibility(code(), input({ today: '2026-05-21' })).ok).toBe(false);
  });

  it('refuses when the uses of the period are spent (useQuantity 1 = single use)', () => {
    expect(promoCodeEligibility(code({ useQuantity: 5 }), input({ usesInPeriod: 4 })).ok).toBe(true);
    expect(promoCodeEligibility(code({ useQuantity: 5 }), input({ usesInPeriod: 5 })).ok).toBe(false);
    expect(promoCodeEligibility(code({ useQuantity: 1 }), input({ usesInPeriod: 1 })).ok).toBe(false);
  });

  it('refuses a cart without the code packages, an empty cart and a cart with a free package', () => {
    expect(promoCodeEligibility(code(), input({ packageIds: [3, 4] })).ok).toBe(false);
    expect(promoCodeEligibility(code({ applyTotalPurchase: true }), input({ packageIds: [] })).ok).toBe(false);
    expect(promoCodeEligibility(code(), input({ cartHasFreePackage: true })).ok).toBe(false);
  });

  it('checks the user type: 1 everyone, 2 new customers only, 3 registered customers only', () => {
    for (const customerRegistered of [true, false]) {
      expect(promoCodeEligibility(code({ typeUserId: 1 }), input({ customerRegistered })).ok).toBe(true);
      expect(promoCodeEligibility(code({ typeUserId: 2 }), input({ customerRegistered })).ok).toBe(!customerRegistered);
      expect(promoCodeEligibility(code({ typeUserId: 3 }), input({ customerRegistered })).ok).toBe(customerRegistered);
    }
  });
});

describe('promoCodePeriod', () => {
  const monthly = code({ periodicityType: 'MONTHLY', periodicityQuantity: 1, endPeriodicityDate: '2026-08-10' });

  it('is the single window of a NEVER code', () => {
    expect(promoCodePeriod(code(), '2026-05-10')).toEqual({ key: '2026-05-01', start: '2026-05-01', end: '2026-05-20' });
    expect(promoCodePeriod(code(), '2026-06-10')).toBeNull();
  });

  it('repeats the window of a MONTHLY code every month until endPeriodicityDate, each with its own uses', () => {
    expect(promoCodePeriod(monthly, '2026-05-15')?.key).toBe('2026-05-01');
    expect(promoCodePeriod(monthly, '2026-05-25')).toBeNull();
    expect(promoCodePeriod(monthly, '2026-06-03')).toEqual({ key: '2026-06-01', start: '2026-06-01', end: '2026-06-20' });
    expect(promoCodePeriod(monthly, '2026-07-20')?.key).toBe('2026-07-01');
    // The last repetition is cut at the end of the periodicity.
    expect(promoCodePeriod(monthly, '2026-08-10')).toEqual({ key: '2026-08-01', start: '2026-08-01', end: '2026-08-10' });
    expect(promoCodePeriod(monthly, '2026-08-11')).toBeNull();
    expect(promoCodePeriod(monthly, '2026-09-05')).toBeNull();
  });

  it('repeats every periodicityQuantity months', () => {
    const quarterly = code({ periodicityType: 'MONTHLY', periodicityQuantity: 3, endPeriodicityDate: '2027-01-01' });
    expect(promoCodePeriod(quarterly, '2026-06-05')).toBeNull();
    expect(promoCodePeriod(quarterly, '2026-08-05')?.key).toBe('2026-08-01');
    expect(promoCodePeriod(quarterly, '2026-11-20')?.key).toBe('2026-11-01');
  });

  it('lets uses of a past month not count in the next one', () => {
    expect(promoCodeEligibility(monthly, input({ today: '2026-06-05', usesInPeriod: 0 })).ok).toBe(true);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});
