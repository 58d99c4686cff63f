import type { TestApp } from '@lic/api-testing';
import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';

/** The demo company's customer token claims (identity seeds its user with NIT 900123456). */
export const DEMO_COMPANY = { type: 'NIT', value: '900123456', id: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001' } as const;

export const CATALOGUE = '/license/api/package/GetPackagesByServiceName';

export async function bearer(token: Promise<string>): Promise<string> {
  return `Bearer ${await token}`;
}

/** GET of the storefront catalogue of an app, with an optional bearer header. */
export function getCatalogue(t: TestApp, appName: string, auth?: string) {
  const request = t.http().get(`${CATALOGUE}/${appName}`);
  return auth ? request.set('Authorization', auth) : request;
}

export async function catalogueOf(t: TestApp, appName: string, auth?: string): Promise<StorefrontCatalogue> {
  const response = await getCatalogue(t, appName, auth).expect(200);
  return response.body.result as StorefrontCatalogue;
}

export const everyPackage = (catalogue: StorefrontCatalogue): StorefrontPackage[] => [
  ...catalogue.offers,
  ...catalogue.base,
  ...catalogue.combo,
  ...catalogue.complementary,
];

export const codesOf = (packages: StorefrontPackage[]): string[] => packages.map((p) => p.packageCode);

export function findPackage(catalogue: StorefrontCatalogue, code: string): StorefrontPackage | undefined {
  return everyPackage(catalogue).find((p) => p.packageCode === code);
}

/** Polls until `check` returns a value other than undefined; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000, what = 'the condition'): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface PackageRecord {
  id: number;
  packageCode: string;
  packageTypeId: number;
  packageName: string;
  packageDescription: string;
  packagePrice: number;
  taxIva: number;
  validityPeriod: number;
  validityTypeId: string;
  relevance: number;
  order: number;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number;
  offerStartTime: string | null;
  offerExpirationTime: string | null;
  publicVisibility: boolean;
  summaryHtml: string | null;
  idstate: number;
  packageService: { serviceId: number }[];
  packageChannel: { channelId: number }[];
  packageCustomer: { customerId: string }[];
}

/** The catalogue's package record (back office list) of a package code. */
export async function packageRecord(t: TestApp, staffAuth: string, code: string): Promise<PackageRecord> {
  const response = await t.http().get('/license/api/Package/GetPackages').set('Authorization', staffAuth).expect(200);
  const found = (response.body.result.records as PackageRecord[]).find((record) => record.packageCode === code);
  if (!found) throw new Error(`No package ${code}`);
  return found;
}

/** The UpdatePackage body that keeps the package as it is, with the given changes. */
export function updateBody(record: PackageRecord, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Id: record.id,
    PackageCode: record.packageCode,
    PackageTypeId: record.packageTypeId,
    PackageName: record.packageName,
    PackageDescription: record.packageDescription,
    PackagePrice: record.packagePrice,
    TaxIva: record.taxIva,
    ValidityPeriod: record.validityPeriod,
    ValidityTypeId: record.validityTypeId,
    Relevance: record.relevance,
    Order: record.order,
    ApplyOffer: record.applyOffer,
    OfferTypeCode: record.offerTypeCode,
    TotalOffer: record.totalOffer,
    OfferStartTime: record.offerStartTime,
    OfferExpirationTime: record.offerExpirationTime,
    PublicVisibility: record.publicVisibility,
    PackageServiceIdList: record.packageService.map((s) => s.serviceId),
    PackageChannelIdList: record.packageChannel.map((c) => c.channelId),
    CustomerIdList: record.packageCustomer.map((c) => c.customerId),
    SummaryHtml: record.summaryHtml,
    Idstate: record.idstate,
    ...changes,
  };
}
