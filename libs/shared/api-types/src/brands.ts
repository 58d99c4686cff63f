/**
 * What a brand does differently, by name (design.md §7; storefront.md). The table is BRANDS in
 * @lic/shared-rules (brands.ts): the server and the SPAs ask a brand for a capability instead of comparing
 * app names.
 */
export interface BrandCapabilities {
  /** The generic store (license): its storefront sells every service, it is no one service's brand. */
  readonly sellsEveryService: boolean;
  /** Its host serves the back office under /admin; other brands redirect /admin/* to / (design.md §7). */
  readonly hostsBackOffice: boolean;
  /** Its app posts consumption with a credential of its own (backoffice-licensing.md, consumption). */
  readonly consumesLicences: boolean;
  /** A customer holds one licence at a time: a new base plan only in the renewal window (ER16). */
  readonly oneLicenceAtATime: boolean;
  /** Company look-ups may fall back to the outside registry (storefront.md §7). */
  readonly externalCompanyLookup: boolean;
  /** Subscribers validate their identity before buying (storefront.md §4, Identity validation). */
  readonly requiresIdentityValidation: boolean;
  /** The storefront's home is the brand's landing page (urlLandingPage). */
  readonly homeIsLanding: boolean;
  /** The landing page adds products to the cart through the storefront's link. */
  readonly landingAddsProducts: boolean;
  /** The purchase may be paid in cash. */
  readonly cashPayment: boolean;
  /** The cart shows the purchase stepper. */
  readonly cartStepper: boolean;
  /** Several base packages may be bought together (storefront.md §4). */
  readonly severalBasePackages: boolean;
  /** A purchase holds one package (storefront.md §4). */
  readonly onePackagePerPurchase: boolean;
  /** Document packages go one at a time, with quantity 1 (storefront.md §4). */
  readonly documentPackagesOneAtATime: boolean;
  /** The legal representative may only be identified by a cédula (storefront.md §5). */
  readonly legalRepresentativeCedulaOnly: boolean;
}

export type BrandCapability = keyof BrandCapabilities;
