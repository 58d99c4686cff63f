import type { BrandCapability } from '@lic/shared-api-types';
import { BRANDS, brandHas, brandsWith, LICENSE_BRAND } from './brand';

const appsWith = (capability: BrandCapability) => brandsWith(capability).map((brand) => brand.appName);

describe('the brand capabilities table', () => {
  it('gives every brand every capability', () => {
    const names = Object.keys(BRANDS[0].capabilities).sort();
    for (const brand of BRANDS) expect(Object.keys(brand.capabilities).sort()).toEqual(names);
  });

  it('keeps the rules the app-name conditionals held', () => {
    expect(LICENSE_BRAND.appName).toBe('license');
    expect(appsWith('sellsEveryService')).toEqual(['license']);
    expect(appsWith('hostsBackOffice')).toEqual(['license']);
    expect(appsWith('consumesLicences')).toEqual(['colfactura', 'colnomina', 'firmaya', 'firmamail', 'boveda', 'bemyself']);
    expect(appsWith('oneLicenceAtATime')).toEqual(['bemyself']);
    expect(appsWith('homeIsLanding')).toEqual(['colnomina', 'firmaya', 'boveda', 'bemyself']);
  });

  it('holds the storefront rules of storefront.md §2, §4, §5 and §7', () => {
    expect(appsWith('requiresIdentityValidation')).toEqual(['firmaya']);
    expect(appsWith('landingAddsProducts')).toEqual(['colnomina', 'firmaya', 'boveda']);
    expect(BRANDS.filter((brand) => !brand.capabilities.cashPayment).map((brand) => brand.appName)).toEqual(['bemyself']);
    expect(BRANDS.filter((brand) => !brand.capabilities.externalCompanyLookup).map((brand) => brand.appName)).toEqual(['bemyself']);
    expect(appsWith('cartStepper')).toEqual(['colfactura', 'firmamail', 'bemyself', 'license']);
    expect(appsWith('severalBasePackages')).toEqual(['colnomina', 'bemyself']);
    expect(appsWith('onePackagePerPurchase')).toEqual(['bemyself']);
    expect(appsWith('documentPackagesOneAtATime')).toEqual(['colnomina']);
    expect(appsWith('legalRepresentativeCedulaOnly')).toEqual(['firmaya']);
  });

  it('answers for an app name in any case, and no for an unknown app', () => {
    expect(brandHas('BeMyself', 'oneLicenceAtATime')).toBe(true);
    expect(brandHas('colfactura', 'oneLicenceAtATime')).toBe(false);
    expect(brandHas('netflix', 'consumesLicences')).toBe(false);
    expect(brandHas(undefined, 'hostsBackOffice')).toBe(false);
  });
});
