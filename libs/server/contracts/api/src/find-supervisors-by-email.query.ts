import { Query } from '@nestjs/cqrs';
import type { ContractStanding } from './list-company-contracts.query';

/** A person named as a contract's supervisor, as that contract saved them, with the contract's standing now. */
export interface ContractSupervisorView {
  documentTypeId: number;
  documentNumber: string;
  name: string;
  email: string;
  contractNumber: string;
  serviceName: string;
  /** ISO instants. */
  contractStartDate: string;
  contractEndDate: string;
  standing: ContractStanding;
}

/**
 * The contracts whose supervisor has this e-mail (compared without case), one row each, the most recent first
 * (answered by contracts; asked by privacy: a supervisor is a holder the public request form knows, and a
 * supervisor of a contract in force cannot be suppressed yet).
 */
export class FindSupervisorsByEmailQuery extends Query<ContractSupervisorView[]> {
  constructor(readonly email: string) {
    super();
  }
}
