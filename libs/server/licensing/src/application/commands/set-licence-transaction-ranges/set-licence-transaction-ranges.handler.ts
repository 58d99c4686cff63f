import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LicenseInformation } from '@lic/shared-api-types';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { LicenceNotFoundError } from '../../../domain/licensing.errors';
import { LicensingMessage } from '../../../domain/licensing.messages';
import { licenceInformationOf } from '../../../domain/licence-information';
import { assertRanges } from '../../../domain/range-check';
import { SetLicenceTransactionRangesCommand } from './set-licence-transaction-ranges.command';

@CommandHandler(SetLicenceTransactionRangesCommand)
export class SetLicenceTransactionRangesHandler implements ICommandHandler<SetLicenceTransactionRangesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planId, ranges }: SetLicenceTransactionRangesCommand): Promise<LicenseInformation> {
    return this.em.fork().transactional(async (tx) => {
      const plan = await tx.findOne(LicencePlan, { id: planId }, { populate: ['ranges'] });
      if (!plan) throw new LicenceNotFoundError();
      assertRanges(ranges, LicensingMessage.updateRefused);
      plan.replaceRanges(ranges);
      await tx.flush();
      return licenceInformationOf(plan);
    });
  }
}
