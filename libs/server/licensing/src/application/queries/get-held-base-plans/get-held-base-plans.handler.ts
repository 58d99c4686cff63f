import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetHeldBasePlansQuery, type HeldLicenceBasePlan } from '@lic/server-licensing-api';
import { normalizeDocumentNumber } from '@lic/shared-rules';
import { LicencePlan, STOREFRONT_PLAN } from '../../../domain/licence-plan.entity';

/** The base plans licensing holds for a document (ordering's base-package rules ask through @lic/server-licensing-api). */
@QueryHandler(GetHeldBasePlansQuery)
export class GetHeldBasePlansHandler implements IQueryHandler<GetHeldBasePlansQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetHeldBasePlansQuery): Promise<HeldLicenceBasePlan[]> {
    const plans = await this.em.fork().find(
      LicencePlan,
      {
        documentTypeId: query.documentTypeId,
        documentNumber: normalizeDocumentNumber(query.documentNumber),
        packageTypeCode: 'BAS',
        // A suspended plan (its payment was reversed) is not held: the customer may buy the base package again.
        suspendedOn: null,
        ...STOREFRONT_PLAN,
        ...(query.serviceName ? { serviceName: query.serviceName.toUpperCase() } : {}),
      },
      { orderBy: { effectiveDate: 'asc' } },
    );
    return plans.map((plan) => ({
      packageId: plan.packageId,
      packageCode: plan.packageCode,
      serviceName: plan.serviceName,
      effectiveDate: plan.effectiveDate,
      expirationDate: plan.expirationDate,
    }));
  }
}
