import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { GetContractBalancesQuery, GetPlansConsumedBeforeContractQuery } from '@lic/server-licensing-api';
import type { ContractPackageDetail } from '@lic/shared-api-types';
import { ContractServiceLine } from '../../../domain/contract.entity';
import { serviceNameOf } from '../../../domain/contract-keys';
import { contractPackageDetail, firstContractExpiration } from '../../../domain/contract-package-detail';
import { GetContractedServiceDetailsQuery } from './get-contracted-service-details.query';

@QueryHandler(GetContractedServiceDetailsQuery)
export class GetContractedServiceDetailsHandler implements IQueryHandler<GetContractedServiceDetailsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetContractedServiceDetailsQuery): Promise<ContractPackageDetail | null> {
    const serviceName = serviceNameOf(query.serviceName);
    const lines = await this.em.fork().find(
      ContractServiceLine,
      {
        packageCode: query.packageCode.trim(),
        contract: { serviceName, customerDocumentTypeId: query.documentTypeId, customerDocumentNumber: query.documentNumber },
      },
      { orderBy: { id: 'asc' } },
    );
    if (lines.length === 0) return null;
    const balances = await this.queryBus.execute(new GetContractBalancesQuery(query.documentTypeId, query.documentNumber, serviceName));
    const ofPackage = balances.filter(
      (balance) => balance.packageCode === lines[0].packageCode && lines.some((line) => line.id === balance.lineId),
    );
    const detail = contractPackageDetail(
      lines[0].id,
      lines.some((line) => line.isUnlimited),
      ofPackage,
    );
    // Decision 0020: store plans of the feature expiring earlier are consumed first; the dashboard says so.
    const contractExpiration = firstContractExpiration(ofPackage, detail.serviceFeatureCode, this.clock.now());
    if (contractExpiration !== null) {
      const plans = await this.queryBus.execute(
        new GetPlansConsumedBeforeContractQuery(
          query.documentTypeId,
          query.documentNumber,
          serviceName,
          detail.serviceFeatureCode,
          contractExpiration,
        ),
      );
      detail.plansConsumedFirst = plans.map((plan) => ({ ...plan, expirationDate: plan.expirationDate.toISOString() }));
    }
    return detail;
  }
}
