import type { BrandCapability } from '@lic/shared-api-types';
import { BACKOFFICE_BRAND, BRANDS, brandCapability, brandHas, brandsWith, LICENSE_BRAND } from './brands';

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

  it('a plain store for an app no brand claims: cash and outside look-ups allowed, nothing else', () => {
    expect(brandCapability('netflix', 'cashPayment')).toBe(true);
    expect(brandCapability('netflix', 'externalCompanyLookup')).toBe(true);
    expect(brandCapability('', 'consumesLicences')).toBe(true);
    expect(brandCapability('netflix', 'homeIsLanding')).toBe(false);
    expect(brandCapability('BEMYSELF', 'cashPayment')).toBe(false);
    expect(BACKOFFICE_BRAND).toBe(LICENSE_BRAND);
  });
});

/**
 * The app-name sets and comparisons the SPAs and @lic/shared-rules held before the table (decision 0032),
 * copied verbatim: each capability question now asked must answer as they did, for every brand, an
 * unknown app and any case.
 */
describe('the brand table answers as the SPA conditionals it replaced', () => {
  const apps = [...BRANDS.map((brand) => brand.appName), 'LICENSE', 'BeMyself', 'Colnomina', 'FIRMAYA', 'netflix', '', 'myselfcert'];
  const was = {
    stepper: (app: string) => new Set(['colfactura', 'firmamail', 'bemyself', 'license']).has(app.toLowerCase()),
    documentOneAtATime: (app: string) => new Set(['colnomina']).has(app.toLowerCase()),
    landingAddsProducts: (app: string) => ['colnomina', 'firmaya', 'boveda'].includes(app.toLowerCase()),
    identityValidation: (app: string) => app.toLowerCase() === 'firmaya',
    cash: (app: string) => !['bemyself'].includes(app.toLowerCase()),
    restrictedLookup: (app: string) => ['bemyself'].includes(app.toLowerCase()),
    homeIsLanding: (app: string) => ['colnomina', 'firmaya', 'boveda', 'bemyself'].includes(app.toLowerCase()),
    generic: (app: string) => app.toLowerCase() === 'license',
    severalBases: (app: string) => new Set(['colnomina', 'bemyself']).has(app.toLowerCase()),
    onePackage: (app: string) => new Set(['bemyself']).has(app.toLowerCase()),
    cedulaOnly: (app: string) => app.toLowerCase() === 'firmaya',
  };

  it.each(apps)('for %p', (app) => {
    expect(brandHas(app, 'cartStepper')).toBe(was.stepper(app));
    expect(brandHas(app, 'documentPackagesOneAtATime')).toBe(was.documentOneAtATime(app));
    expect(brandHas(app, 'landingAddsProducts')).toBe(was.landingAddsProducts(app));
    expect(brandHas(app, 'requiresIdentityValidation')).toBe(was.identityValidation(app));
    expect(brandCapability(app, 'cashPayment')).toBe(was.cash(app));
    expect(!brandCapability(app, 'externalCompanyLookup')).toBe(was.restrictedLookup(app));
    expect(brandHas(app, 'homeIsLanding')).toBe(was.homeIsLanding(app));
    expect(brandHas(app, 'hostsBackOffice')).toBe(was.generic(app));
    expect(brandHas(app, 'sellsEveryService')).toBe(was.generic(app));
    expect(brandHas(app, 'severalBasePackages')).toBe(was.severalBases(app));
    expect(brandHas(app, 'onePackagePerPurchase')).toBe(was.onePackage(app));
    expect(brandHas(app, 'legalRepresentativeCedulaOnly')).toBe(was.cedulaOnly(app));
  });

  it('the back office and the new credential form: the generic app; every other brand consumes licences', () => {
    expect(BACKOFFICE_BRAND.appName).toBe('license');
    expect(brandsWith('consumesLicences').map((brand) => brand.appName)).toEqual(
      BRANDS.map((brand) => brand.appName).filter((app) => app !== 'license'),
    );
    expect(LICENSE_BRAND.tenant).toBe('license');
  });
});
