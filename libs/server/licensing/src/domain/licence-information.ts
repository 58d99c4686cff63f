import type { LicenseInformation } from '@lic/shared-api-types';
import { sortTransactionRanges } from '@lic/shared-rules';
import type { LicencePlan } from './licence-plan.entity';

/** The plan with its ranges loaded, as LicenseInformation. */
export function licenceInformationOf(plan: LicencePlan): LicenseInformation {
  return {
    purchaseOrderLicenseId: plan.id,
    serviceId: plan.serviceId,
    descriptionService: plan.serviceDescription,
    packageId: plan.packageId,
    packageCode: plan.packageCode,
    packageName: plan.packageName,
    contractNumber: plan.contractNumber ?? null,
    effectiveDate: plan.effectiveDate.toISOString(),
    expirationDate: plan.expirationDate.toISOString(),
    transactionRange: sortTransactionRanges(
      plan.ranges.getItems().map((range) => ({
        id: range.id,
        rangeMinimum: range.rangeMinimum,
        rangeMaximum: range.rangeMaximum,
        rangePrice: Number(range.rangePrice),
      })),
    ),
  };
}
