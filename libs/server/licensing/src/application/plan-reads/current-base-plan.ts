import type { EntityManager } from '@mikro-orm/postgresql';
import type { LicencePlan } from '../../domain/licence-plan.entity';
import { PlanExpiredError } from '../../domain/licensing.errors';
import type { CustomerDocument } from '../../domain/customer-document';
import { runningPlansOf } from './plan-reads';

/** The service's plans active now and the current base plan among them; PlanExpiredError when there is none. */
export async function activePlansWithBase(
  em: EntityManager,
  document: CustomerDocument,
  serviceName: string,
  now: Date,
): Promise<{ base: LicencePlan; active: LicencePlan[] }> {
  const active = (await runningPlansOf(em, document, serviceName, now)).filter((plan) => plan.isActiveAt(now));
  const base = active.filter((plan) => plan.isBase).sort((a, b) => b.effectiveDate.getTime() - a.effectiveDate.getTime())[0];
  if (!base) throw new PlanExpiredError();
  return { base, active: active.filter((plan) => plan.serviceName === base.serviceName) };
}
