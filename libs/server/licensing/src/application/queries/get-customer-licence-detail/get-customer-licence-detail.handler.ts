import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { GetCustomerByIdQuery } from '@lic/server-customers';
import type {
  BalanceFeatureLicense,
  BalanceStorageUnit,
  BalanceTotalPlan,
  CustomerInfo,
  CustomerLicenseDetail,
  LicenseDetailSort,
  LicensePlan,
  ServiceLicense,
} from '@lic/shared-api-types';
import { balanceFigures, type BalanceLike } from '../../../domain/balance-figures';
import type { LicenceBalance } from '../../../domain/licence-balance.entity';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { NoLicencesError } from '../../../domain/licensing.errors';
import { LicensingMessage } from '../../../domain/licensing.messages';
import { GetCustomerLicenceDetailQuery } from './get-customer-licence-detail.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
const latest = (dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

@QueryHandler(GetCustomerLicenceDetailQuery)
export class GetCustomerLicenceDetailHandler implements IQueryHandler<GetCustomerLicenceDetailQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request }: GetCustomerLicenceDetailQuery): Promise<CustomerLicenseDetail[]> {
    const em = this.em.fork();
    const now = this.clock.now();
    const customerIds = new Set<string>();
    const documents: string[] = [];
    if (request.customerId) customerIds.add(request.customerId.toLowerCase());
    if (request.purchaseOrderLicenseId) {
      const plan = await em.findOne(LicencePlan, { id: request.purchaseOrderLicenseId }, { fields: ['customerId'] });
      if (plan) customerIds.add(plan.customerId);
    }
    for (const filter of (request.filters ?? []).filter((f) => f.type === 'Customer')) {
      if (UUID.test(filter.value)) customerIds.add(filter.value.toLowerCase());
      else documents.push(filter.value.replace(/\s+/g, ''));
    }
    const services = (request.filters ?? []).filter((f) => f.type === 'Service').map((f) => f.value.trim().toUpperCase());
    if (customerIds.size === 0 && documents.length === 0) throw new NoLicencesError(LicensingMessage.noLicencesInFilter);

    const or: Record<string, unknown>[] = [];
    if (customerIds.size > 0) or.push({ customerId: { $in: [...customerIds] } });
    if (documents.length > 0) or.push({ documentNumber: { $in: documents } });
    const where: Record<string, unknown> = { $or: or };
    if (services.length > 0) where.serviceName = { $in: services };
    const plans = await em.find(LicencePlan, where, { populate: ['balances'], orderBy: { effectiveDate: 'desc', id: 'desc' } });
    if (plans.length === 0) throw new NoLicencesError(LicensingMessage.noLicencesInFilter);

    const byCustomer = new Map<string, LicencePlan[]>();
    for (const plan of plans) byCustomer.set(plan.customerId, [...(byCustomer.get(plan.customerId) ?? []), plan]);
    const details: CustomerLicenseDetail[] = [];
    for (const [customerId, customerPlans] of byCustomer) {
      details.push({
        customerInfo: await this.customerInfoOf(customerId, customerPlans[0] as LicencePlan),
        serviceLicense: sortServices(servicesOf(customerPlans, now), request.sortType),
      });
    }
    return details.sort((a, b) => a.customerInfo.customerName.localeCompare(b.customerInfo.customerName, 'es'));
  }

  private async customerInfoOf(customerId: string, plan: LicencePlan): Promise<CustomerInfo> {
    const customer = await this.queryBus.execute(new GetCustomerByIdQuery(customerId));
    return {
      customerId,
      customerName: customer?.customerName ?? plan.customerName,
      documentType: customer?.documentType ?? plan.documentTypeId,
      documentNumber: customer?.documentNumber ?? plan.documentNumber,
      legalRepresentativeName: customer?.legalRepresentativeName ?? null,
    };
  }
}

function servicesOf(plans: LicencePlan[], now: Date): ServiceLicense[] {
  const byService = new Map<string, LicencePlan[]>();
  for (const plan of plans) byService.set(plan.serviceName, [...(byService.get(plan.serviceName) ?? []), plan]);
  return [...byService.entries()].map(([serviceName, servicePlans]) => {
    const active = servicePlans.filter((plan) => plan.isActiveAt(now) && !plan.isSuspended);
    const bases = servicePlans.filter((plan) => plan.isBase);
    // The base plan running now, else the latest one.
    const base =
      bases.find((plan) => plan.isActiveAt(now) && !plan.isSuspended) ?? bases.find((plan) => plan.isActiveAt(now)) ?? bases[0] ?? null;
    const balances = servicePlans.flatMap((plan) => plan.balances.getItems());
    return {
      serviceId: (servicePlans[0] as LicencePlan).serviceId,
      serviceName,
      licenseBaseStartDate: iso(base?.effectiveDate),
      licenseBaseExpirationDate: iso(base?.expirationDate),
      licenseBaseIsActive: Boolean(base?.isActiveAt(now) && !base.isSuspended),
      lastConsumptionLicense: iso(latest(balances.map((b) => b.lastUseDate))),
      balanceTotalPlans: totalsOf(active.flatMap((plan) => plan.balances.getItems())),
      licensePlan: servicePlans.map((plan) => planOf(plan, now)),
    };
  });
}

function totalsOf(balances: LicenceBalance[]): BalanceTotalPlan[] {
  const byFeature = new Map<string, LicenceBalance[]>();
  for (const balance of balances) byFeature.set(balance.featureCode, [...(byFeature.get(balance.featureCode) ?? []), balance]);
  return [...byFeature.entries()].map(([featureCode, group]) => {
    const { unit, balances: inUnit } = inOneStorageUnit(group);
    const figures = balanceFigures(inUnit);
    const first = group[0] as LicenceBalance;
    return {
      featureCategoryType: first.featureCategory,
      featureCode,
      featureName: first.featureName,
      totalPlan: figures.total,
      totalUsed: figures.used,
      totalAvailable: figures.available,
      percentageUsed: figures.percentUsed,
      isUnlimited: figures.isUnlimited,
      lastUseDate: iso(latest(group.map((b) => b.lastUseDate))),
      storageUnit: unit,
    };
  });
}

const MB_PER_GB = 1024;

/**
 * The balances of one feature in one storage unit, so that their sum means something: their own when they share
 * it, MB when plans were sold in MB and GB (a GB balance counts 1,024 MB; a storage balance without a unit is MB).
 */
function inOneStorageUnit(group: LicenceBalance[]): { unit: BalanceStorageUnit | null; balances: BalanceLike[] } {
  const units = new Set(group.map((balance) => balance.storageUnit ?? null));
  if (units.size === 1) return { unit: group[0]?.storageUnit ?? null, balances: group };
  const factor = (balance: LicenceBalance) => (balance.storageUnit === 'GB' ? MB_PER_GB : 1);
  return {
    unit: 'MB',
    balances: group.map((balance) => ({
      total: Number(balance.total) * factor(balance),
      used: Number(balance.used) * factor(balance),
      reserved: Number(balance.heldUnits ?? balance.reserved ?? 0) * factor(balance),
      isUnlimited: balance.isUnlimited,
    })),
  };
}

function planOf(plan: LicencePlan, now: Date): LicensePlan {
  return {
    purchaseOrderLicenseId: plan.id,
    packageName: plan.packageName,
    packageCode: plan.packageCode,
    effectiveDate: plan.effectiveDate.toISOString(),
    expirationDate: plan.expirationDate.toISOString(),
    purchaseDate: plan.purchaseDate.toISOString(),
    isActive: plan.isActiveAt(now),
    isSuspended: plan.isSuspended,
    suspendedOn: iso(plan.suspendedOn),
    suspensionReason: plan.suspensionReason ?? null,
    balanceFeaturesLicense: plan.balances
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((balance): BalanceFeatureLicense => {
        const figures = balanceFigures([balance]);
        return {
          featureCategoryType: balance.featureCategory,
          featureCode: balance.featureCode,
          featureName: balance.featureName,
          quantity: figures.total,
          used: figures.used,
          available: figures.available,
          isUnlimited: figures.isUnlimited,
          lastUseDate: iso(balance.lastUseDate),
          storageUnit: balance.storageUnit ?? null,
        };
      }),
  };
}

function sortServices(services: ServiceLicense[], sort: LicenseDetailSort): ServiceLicense[] {
  const time = (s: ServiceLicense) => (s.licenseBaseStartDate ? Date.parse(s.licenseBaseStartDate) : 0);
  const sorted = [...services];
  if (sort === 'a-z') sorted.sort((a, b) => a.serviceName.localeCompare(b.serviceName, 'es'));
  else if (sort === 'z-a') sorted.sort((a, b) => b.serviceName.localeCompare(a.serviceName, 'es'));
  else if (sort === 'desc') sorted.sort((a, b) => time(b) - time(a));
  else sorted.sort((a, b) => time(a) - time(b));
  return sorted;
}
