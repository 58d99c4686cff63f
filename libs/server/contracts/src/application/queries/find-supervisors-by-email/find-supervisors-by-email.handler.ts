import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { FindSupervisorsByEmailQuery, type ContractSupervisorView } from '@lic/server-contracts-api';
import { Contract } from '../../../domain/contract.entity';

/** The LIKE wildcards of the e-mail, escaped: $ilike then compares it literally (only without case). */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

@QueryHandler(FindSupervisorsByEmailQuery)
export class FindSupervisorsByEmailHandler implements IQueryHandler<FindSupervisorsByEmailQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email }: FindSupervisorsByEmailQuery): Promise<ContractSupervisorView[]> {
    const value = email.trim().toLowerCase();
    if (!value) return [];
    const now = this.clock.now();
    const contracts = await this.em
      .fork()
      .find(
        Contract,
        { supervisorEmail: { $ilike: literal(value) }, supervisorDocumentNumber: { $ne: null } },
        { orderBy: { contractStartDate: 'desc', id: 'desc' }, limit: 50 },
      );
    return contracts.map((contract) => ({
      documentTypeId: contract.supervisorDocumentTypeId as number,
      documentNumber: contract.supervisorDocumentNumber as string,
      name: [contract.supervisorFirstName, contract.supervisorLastName].filter(Boolean).join(' '),
      email: contract.supervisorEmail as string,
      contractNumber: contract.contractNumber,
      serviceName: contract.serviceName,
      contractStartDate: contract.contractStartDate.toISOString(),
      contractEndDate: contract.contractEndDate.toISOString(),
      standing: contract.standingOn(now),
    }));
  }
}
