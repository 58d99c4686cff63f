import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';
import type { CreateContractRequest } from '@lic/shared-api-types';

export interface CreatedContract {
  contractId: number;
  contractNumber: string;
}

/** Saves a contract (immutable from then on) after every §5.4 rule; ContractCreated goes to the outbox with it. */
export class CreateContractCommand extends Command<CreatedContract> {
  constructor(
    readonly request: CreateContractRequest,
    readonly user: AuthenticatedUser,
    /** The staff member's address, kept with the holder's authorization (decision 0069). */
    readonly ip: string | null = null,
  ) {
    super();
  }
}
