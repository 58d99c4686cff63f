import type { BrandCapabilities, BrandCapability } from '@lic/shared-api-types';

/**
 * The brands of the suite (design.md §7) and what each does differently: the one table of brand rules.
 * The server (reference's brand.ts re-exports it) and the SPAs ask a brand for a capability instead of
 * comparing app names. appName is the identifier the specs use.
 */
export interface Brand {
  appName: string;
  tenant: string;
  displayName: string;
  /** What the brand does differently; code asks these instead of comparing app names. */
  capabilities: BrandCapabilities;
}

/** A brand's store with no special rule; each row of BRANDS says what differs from it. */
export const PLAIN_STORE: BrandCapabilities = {
  sellsEveryService: false,
  hostsBackOffice: false,
  consumesLicences: true,
  oneLicenceAtATime: false,
  externalCompanyLookup: true,
  requiresIdentityValidation: false,
  homeIsLanding: false,
  landingAddsProducts: false,
  cashPayment: true,
  cartStepper: false,
  severalBasePackages: false,
  onePackagePerPurchase: false,
  documentPackagesOneAtATime: false,
  legalRepresentativeCedulaOnly: false,
};

/** The one table of the brands and their capabilities. */
export const BRANDS: readonly Brand[] = [
  { appName: 'colfactura', tenant: 'colfactura', displayName: 'Colfactura', capabilities: { ...PLAIN_STORE, cartStepper: true } },
  {
    appName: 'colnomina',
    tenant: 'colnomina',
    displayName: 'Colnómina',
    capabilities: {
      ...PLAIN_STORE,
      homeIsLanding: true,
      landingAddsProducts: true,
      severalBasePackages: true,
      documentPackagesOneAtATime: true,
    },
  },
  {
    appName: 'firmaya',
    tenant: 'firmaya',
    displayName: 'Firmaya',
    capabilities: {
      ...PLAIN_STORE,
      requiresIdentityValidation: true,
      homeIsLanding: true,
      landingAddsProducts: true,
      legalRepresentativeCedulaOnly: true,
    },
  },
  { appName: 'firmamail', tenant: 'firmamail', displayName: 'Firmamail', capabilities: { ...PLAIN_STORE, cartStepper: true } },
  {
    appName: 'boveda',
    tenant: 'boveda',
    displayName: 'Bóveda',
    capabilities: { ...PLAIN_STORE, homeIsLanding: true, landingAddsProducts: true },
  },
  {
    appName: 'bemyself',
    tenant: 'myselfcert',
    displayName: 'BeMyself',
    capabilities: {
      ...PLAIN_STORE,
      oneLicenceAtATime: true,
      externalCompanyLookup: false,
      homeIsLanding: true,
      cashPayment: false,
      cartStepper: true,
      severalBasePackages: true,
      onePackagePerPurchase: true,
    },
  },
  {
    appName: 'license',
    tenant: 'license',
    displayName: 'Licencias',
    capabilities: { ...PLAIN_STORE, sellsEveryService: true, hostsBackOffice: true, consumesLicences: false, cartStepper: true },
  },
];

/** The generic store (license): the brand of a host no other brand claims. */
export const LICENSE_BRAND = BRANDS.find((b) => b.capabilities.sellsEveryService) as Brand;

/** The brand whose host serves the back office (license). */
export const BACKOFFICE_BRAND = BRANDS.find((b) => b.capabilities.hostsBackOffice) as Brand;

/** The brands having a capability, in the order of BRANDS. */
export function brandsWith(capability: BrandCapability): readonly Brand[] {
  return BRANDS.filter((b) => b.capabilities[capability]);
}

/** Whether the brand of an app name (any case) has a capability; false for an unknown app. */
export function brandHas(appName: string | undefined | null, capability: BrandCapability): boolean {
  return brandByAppName(appName)?.capabilities[capability] ?? false;
}

/**
 * A capability of the brand of an app name (any case); an app no brand claims is a plain store (so it may
 * pay in cash and look companies up outside, as before the table).
 */
export function brandCapability(appName: string | undefined | null, capability: BrandCapability): boolean {
  return (brandByAppName(appName)?.capabilities ?? PLAIN_STORE)[capability];
}

export function brandByAppName(appName: string | undefined | null): Brand | undefined {
  if (!appName) return undefined;
  const wanted = appName.toLowerCase();
  return BRANDS.find((b) => b.appName === wanted);
}
