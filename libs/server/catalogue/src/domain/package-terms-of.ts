import type { PackageTerms } from './package.entity';
import type { ValidPackageInput } from './package-input';
import type { PackageType } from './package-type.entity';

export function packageTermsOf(input: ValidPackageInput, packageType: PackageType): PackageTerms {
  return {
    packageType,
    packageName: input.packageName,
    packageDescription: input.packageDescription,
    packagePrice: input.packagePrice,
    taxIva: input.taxIva,
    validityPeriod: input.validityPeriod,
    validityTypeId: input.validityTypeId,
    publicVisibility: input.publicVisibility,
    relevance: input.relevance,
    order: input.order,
    offer: input.offer,
    summaryHtml: input.summaryHtml,
  };
}
