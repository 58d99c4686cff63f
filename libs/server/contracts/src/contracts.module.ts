import { Module } from '@nestjs/common';

/**
 * B2B agreements ("convenios"): the wizard's parameters and packages, contract creation (immutable once
 * saved; ContractCreated makes licensing grant the balances) and the customer dashboard of contracted
 * services (design.md §2; docs/api/contracts.md).
 */
@Module({
  controllers: [
    // Contracts server (issue 7).
  ],
  providers: [
    // Contracts server (issue 7).
  ],
})
export class ContractsModule {}
