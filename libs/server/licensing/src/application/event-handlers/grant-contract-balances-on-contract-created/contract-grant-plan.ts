import type { ContractedLine, ContractCreatedFields } from '@lic/server-contracts-api';
import { planExpiration } from '../../../domain/plan-dates';

/** A package feature as the catalogue snapshot describes it. */
export interface GrantFeature {
  serviceId: number;
  serviceFeatureId: number;
  serviceFeatureCode: string;
  serviceFeatureDescription: string;
  featureAlias: string | null;
  featureCategory: 'T' | 'F';
  quantity: number;
  isUnlimited: boolean;
}

export interface GrantBalance {
  featureId: number;
  featureCode: string;
  featureName: string;
  featureAlias: string | null;
  featureCategory: 'T' | 'F';
  total: number;
  isUnlimited: boolean;
}

/**
 * The plan dates of a contract line: effective at the contract start (or now when that is later),
 * expiring after the line's validity (A years, M months, D days), never after the contract end.
 */
export function contractLineDates(
  contract: Pick<ContractCreatedFields, 'contractStartDate' | 'contractEndDate'>,
  line: ContractedLine,
  now: Date,
) {
  const start = new Date(contract.contractStartDate);
  const end = new Date(contract.contractEndDate);
  const effectiveDate = start.getTime() > now.getTime() ? start : now;
  const byValidity = planExpiration(effectiveDate, line.validityTypeId, line.validityAmount);
  const expirationDate = byValidity.getTime() > end.getTime() ? end : byValidity;
  return { effectiveDate, expirationDate: expirationDate.getTime() < effectiveDate.getTime() ? effectiveDate : expirationDate };
}

/**
 * The balances a line grants for the package's features of its service: transactional (T) features get
 * the contracted quantity (unlimited lines are unlimited, total 0); functional (F) features keep the
 * package's quantity and unlimited flag.
 */
export function contractLineBalances(line: ContractedLine, features: readonly GrantFeature[]): GrantBalance[] {
  return features.map((feature) => {
    const transactional = feature.featureCategory === 'T';
    const isUnlimited = transactional ? line.isUnlimited : feature.isUnlimited;
    return {
      featureId: feature.serviceFeatureId,
      featureCode: feature.serviceFeatureCode,
      featureName: feature.serviceFeatureDescription,
      featureAlias: feature.featureAlias,
      featureCategory: feature.featureCategory,
      total: isUnlimited ? 0 : transactional ? line.quantity : feature.quantity,
      isUnlimited,
    };
  });
}
