import { Query } from '@nestjs/cqrs';

/** A base plan (package type BAS) licensing holds for a customer, whatever issued it (order, staff). */
export interface HeldLicenceBasePlan {
  packageId: number;
  packageCode: string;
  serviceName: string;
  effectiveDate: Date;
  expirationDate: Date;
}

/**
 * The base plans of a customer's document in a service (every service when null), past and future:
 * ordering's base-package rules (storefront.md §5, ER16) read them beside its own orders, so that a
 * plan added by staff or seeded counts as much as one bought.
 */
export class GetHeldBasePlansQuery extends Query<HeldLicenceBasePlan[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string | null,
  ) {
    super();
  }
}
