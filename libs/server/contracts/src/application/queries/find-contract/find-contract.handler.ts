import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Contract } from '../../../domain/contract.entity';
import { contractNumberOf, serviceNameOf } from '../../../domain/contract-keys';
import { FindContractQuery } from './find-contract.query';

@QueryHandler(FindContractQuery)
export class FindContractHandler implements IQueryHandler<FindContractQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: FindContractQuery): Promise<{ contractNumber: string } | null> {
    const found = await this.em
      .fork()
      .findOne(
        Contract,
        { serviceName: serviceNameOf(query.serviceName), contractNumber: contractNumberOf(query.contractNumber) },
        { fields: ['contractNumber'] },
      );
    return found ? { contractNumber: found.contractNumber } : null;
  }
}
