import type { ContractLineBalance } from '@lic/server-licensing-api';
import type { ContractPackageDetail, ContractServiceDetail } from '@lic/shared-api-types';

/**
 * The dashboard figures of one contracted package (backoffice-licensing.md §3.8) from licensing's
 * transactional balances of its lines: the first feature code is the package's serviceFeatureCode (the
 * one the "Movimientos" report shows) and only its balances count; per contract and accumulated, total,
 * balance (available) and used; unlimited when any of them is.
 */
export function contractPackageDetail(
  contractPackageId: number,
  anyUnlimitedLine: boolean,
  balances: readonly ContractLineBalance[],
): ContractPackageDetail {
  const serviceFeatureCode = balances[0]?.serviceFeatureCode ?? '';
  const ofFeature = balances.filter((balance) => balance.serviceFeatureCode === serviceFeatureCode);
  const byContract = new Map<string, ContractServiceDetail>();
  for (const balance of ofFeature) {
    const detail = byContract.get(balance.contractNumber);
    if (!detail) {
      byContract.set(balance.contractNumber, {
        contractNumber: balance.contractNumber,
        effectiveDate: balance.effectiveDate.toISOString(),
        expirationDate: balance.expirationDate.toISOString(),
        totalAmmount: balance.total,
        totalBalance: available(balance),
        totalUsed: balance.used,
        isUnlimited: balance.isUnlimited,
      });
      continue;
    }
    if (balance.effectiveDate.toISOString() < detail.effectiveDate) detail.effectiveDate = balance.effectiveDate.toISOString();
    if (balance.expirationDate.toISOString() > detail.expirationDate) detail.expirationDate = balance.expirationDate.toISOString();
    detail.totalAmmount += balance.total;
    detail.totalBalance += available(balance);
    detail.totalUsed += balance.used;
    detail.isUnlimited ||= balance.isUnlimited;
  }
  const details = [...byContract.values()];
  return {
    contractPackageId,
    quantityAccumulated: details.reduce((sum, d) => sum + d.totalAmmount, 0),
    balanceAccumulated: details.reduce((sum, d) => sum + d.totalBalance, 0),
    usedAccumulated: details.reduce((sum, d) => sum + d.totalUsed, 0),
    isUnlimited: anyUnlimitedLine || details.some((d) => d.isUnlimited),
    serviceFeatureCode,
    contractServiceDetail: details,
    plansConsumedFirst: [],
  };
}

function available(balance: ContractLineBalance): number {
  return balance.isUnlimited ? 0 : Math.max(0, balance.total - balance.used - (balance.reserved ?? 0));
}

/**
 * The expiry of the contract balance consumption would reach first: the earliest among this feature's balances
 * that are active at `now` and have something left (unlimited included); null when none has.
 */
export function firstContractExpiration(balances: readonly ContractLineBalance[], serviceFeatureCode: string, now: Date): Date | null {
  const usable = balances.filter(
    (balance) =>
      balance.serviceFeatureCode === serviceFeatureCode &&
      balance.effectiveDate <= now &&
      balance.expirationDate > now &&
      (balance.isUnlimited || balance.used + (balance.reserved ?? 0) < balance.total),
  );
  if (usable.length === 0) return null;
  return new Date(Math.min(...usable.map((balance) => balance.expirationDate.getTime())));
}
