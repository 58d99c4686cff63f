import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LicenseInformation } from '@lic/shared-api-types';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { LicenceNotFoundError } from '../../../domain/licensing.errors';
import { licenceInformationOf } from '../../../domain/licence-information';
import { GetLicenceInformationQuery } from './get-licence-information.query';

@QueryHandler(GetLicenceInformationQuery)
export class GetLicenceInformationHandler implements IQueryHandler<GetLicenceInformationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId }: GetLicenceInformationQuery): Promise<LicenseInformation> {
    const plan = await this.em.fork().findOne(LicencePlan, { id: planId }, { populate: ['ranges'] });
    if (!plan) throw new LicenceNotFoundError();
    return licenceInformationOf(plan);
  }
}
