import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { MyPlanFeature, MyPlanPackage, MyPlanRecord } from '@lic/shared-api-types';
import { balanceFigures, quantityLabel } from '../../../domain/balance-figures';
import { featureIcon } from '../../../domain/feature-icons';
import type { LicenceBalance } from '../../../domain/licence-balance.entity';
import type { LicencePlan } from '../../../domain/licence-plan.entity';
import { PlanExpiredError } from '../../../domain/licensing.errors';
import { isNearToExpire } from '../../../domain/plan-dates';
import { everHadBasePlan, runningPlansOf } from '../../plan-reads/plan-reads';
import { GetMyPlanQuery } from './get-my-plan.query';

@QueryHandler(GetMyPlanQuery)
export class GetMyPlanHandler implements IQueryHandler<GetMyPlanQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ document, serviceName }: GetMyPlanQuery): Promise<MyPlanRecord[]> {
    const now = this.clock.now();
    const em = this.em.fork();
    const plans = await runningPlansOf(em, document, serviceName, now);
    const byService = new Map<string, LicencePlan[]>();
    for (const plan of plans) byService.set(plan.serviceName, [...(byService.get(plan.serviceName) ?? []), plan]);

    const records: MyPlanRecord[] = [];
    for (const [service, servicePlans] of byService) {
      const active = servicePlans.filter((plan) => plan.isActiveAt(now));
      const inForce = active.filter((plan) => !plan.isSuspended);
      // The base plan in force; when the only active one is suspended it is still shown, marked (a reversed payment).
      const base = newestBase(inForce) ?? newestBase(active);
      if (!base) continue;
      records.push({
        serviceName: service,
        serviceNameDescription: base.serviceDescription,
        packageName: base.packageName,
        expirationDate: base.expirationDate.toISOString(),
        packagesFeatures: featuresOf(inForce.flatMap((plan) => plan.balances.getItems())),
        packagesActiveInfo: servicePlans.map((plan) => packageOf(plan, now)),
        isSuspended: base.isSuspended,
      });
    }
    // "¡Tu plan base ha vencido!" (422) only for a customer who had one; one who never had a plan gets none.
    if (records.length === 0 && (await everHadBasePlan(em, document, serviceName))) throw new PlanExpiredError();
    return records.sort((a, b) => a.serviceName.localeCompare(b.serviceName));
  }
}

function newestBase(plans: LicencePlan[]): LicencePlan | undefined {
  return plans.filter((plan) => plan.isBase).sort((a, b) => b.effectiveDate.getTime() - a.effectiveDate.getTime())[0];
}

function featuresOf(balances: LicenceBalance[]): MyPlanFeature[] {
  const byFeature = new Map<string, LicenceBalance[]>();
  for (const balance of balances) byFeature.set(balance.featureCode, [...(byFeature.get(balance.featureCode) ?? []), balance]);
  return [...byFeature.entries()].map(([featureCode, group]) => {
    const figures = balanceFigures(group);
    const first = group[0] as LicenceBalance;
    return {
      featureCode,
      featureAlias: first.featureAlias || first.featureName,
      logoType: featureIcon(featureCode),
      quantityTxLabel: quantityLabel(figures.total),
      amountBalanceTxLabel: quantityLabel(figures.available),
      quantityAddLabel: quantityLabel(figures.used),
      quantityTx: figures.total,
      amountBalanceTx: figures.available,
      quantityUsed: figures.used,
      isUnlimited: figures.isUnlimited,
      featureCategoryType: first.featureCategory,
    };
  });
}

function packageOf(plan: LicencePlan, now: Date): MyPlanPackage {
  return {
    packageCode: plan.packageCode,
    packageType: plan.isBase ? 'BAS' : 'CMP',
    packageName: plan.packageName,
    effectiveDate: plan.effectiveDate.toISOString(),
    expirationDate: plan.expirationDate.toISOString(),
    isNearToExpire: isNearToExpire(plan.expirationDate, now),
    isSuspended: plan.isSuspended,
    suspendedOn: plan.suspendedOn ? plan.suspendedOn.toISOString() : null,
  };
}
