import type { EntityManager } from '@mikro-orm/postgresql';
import { balanceFigures } from '../../domain/balance-figures';
import { LicenceBalance } from '../../domain/licence-balance.entity';
import { LicencePlan, STOREFRONT_PLAN } from '../../domain/licence-plan.entity';
import { isBasePackageType } from '../../domain/plan-dates';
import type { CustomerDocument } from '../../domain/customer-document';

/**
 * End dates of the customer's base plans of the service that have not ended at `now` (renewals start after
 * them); a suspended plan (reversed payment) does not push a renewal back.
 */
export async function currentBaseEnds(
  em: EntityManager,
  documentTypeId: number,
  documentNumber: string,
  serviceName: string,
  now: Date,
): Promise<Date[]> {
  const plans = await em.find(
    LicencePlan,
    { documentTypeId, documentNumber, serviceName, expirationDate: { $gte: now }, suspendedOn: null, ...STOREFRONT_PLAN },
    { fields: ['expirationDate', 'packageTypeCode'] },
  );
  return plans.filter((plan) => isBasePackageType(plan.packageTypeCode)).map((plan) => plan.expirationDate);
}

/**
 * The customer's storefront plans (of one service, or every one when serviceName is empty) that have not
 * ended, with balances; contract plans are left out (STOREFRONT_PLAN).
 */
export async function runningPlansOf(
  em: EntityManager,
  document: CustomerDocument,
  serviceName: string,
  now: Date,
): Promise<LicencePlan[]> {
  const where: Record<string, unknown> = { documentNumber: document.documentNumber, expirationDate: { $gte: now }, ...STOREFRONT_PLAN };
  if (document.documentTypeId !== null) where.documentTypeId = document.documentTypeId;
  if (serviceName.trim()) where.serviceName = serviceName.trim().toUpperCase();
  return em.find(LicencePlan, where, { populate: ['balances'], orderBy: { effectiveDate: 'asc', id: 'asc' } });
}

/**
 * The customer ever had a storefront base plan (of one service, or of any when serviceName is empty), ended
 * or not: what tells "your base plan expired" from "you have none yet".
 */
export async function everHadBasePlan(em: EntityManager, document: CustomerDocument, serviceName: string): Promise<boolean> {
  const where: Record<string, unknown> = { documentNumber: document.documentNumber, ...STOREFRONT_PLAN };
  if (document.documentTypeId !== null) where.documentTypeId = document.documentTypeId;
  if (serviceName.trim()) where.serviceName = serviceName.trim().toUpperCase();
  const plans = await em.find(LicencePlan, where, { fields: ['packageTypeCode'] });
  return plans.some((plan) => isBasePackageType(plan.packageTypeCode));
}

/** What a licence token says of one feature (docs/api/licensing.md "Tokens de licencia sin conexión"). */
export interface FeatureEntitlement {
  featureCode: string;
  unlimited: boolean;
  /** What is left to consume across the balances (balanceFigures); null when unlimited. */
  available: number | null;
  /** ISO 8601: the latest end of those balances, as the entitlement's expiresOn (decision 0053). */
  expiresOn: string;
}

export interface CompanyEntitlements {
  companyName: string;
  features: FeatureEntitlement[];
}

/**
 * The balances consumption would draw from now (the same filter as licensing.consume_events: the service,
 * in force, not suspended), summed per feature with balanceFigures: the one place where a token's
 * `available` is computed. Null when there is none.
 */
export async function companyEntitlements(
  em: EntityManager,
  documentTypeId: number,
  documentNumber: string,
  serviceName: string,
  now: Date,
): Promise<CompanyEntitlements | null> {
  const balances = await em.find(
    LicenceBalance,
    { documentTypeId, documentNumber, serviceName, effectiveDate: { $lte: now }, expirationDate: { $gt: now }, suspendedOn: null },
    { populate: ['plan'], orderBy: { featureCode: 'asc', id: 'asc' } },
  );
  if (!balances.length) return null;
  const byFeature = new Map<string, LicenceBalance[]>();
  for (const balance of balances) byFeature.set(balance.featureCode, [...(byFeature.get(balance.featureCode) ?? []), balance]);
  const features = [...byFeature].map(([featureCode, group]): FeatureEntitlement => {
    const figures = balanceFigures(group);
    const expiresOn = new Date(Math.max(...group.map((b) => b.expirationDate.getTime())));
    return { featureCode, unlimited: figures.isUnlimited, available: figures.available, expiresOn: expiresOn.toISOString() };
  });
  const newest = balances.reduce((a, b) => (b.plan.id > a.plan.id ? b : a));
  return { companyName: newest.plan.customerName, features };
}
