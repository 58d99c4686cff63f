import type { EntityManager } from '@mikro-orm/postgresql';
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
