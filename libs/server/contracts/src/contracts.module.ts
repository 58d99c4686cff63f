import { Module } from '@nestjs/common';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import { integrationEvents } from '@lic/server-kernel';
// Contracts server (docs/api/contracts.md).
import { ContractCatalogue } from './application/contract-catalogue/contract-catalogue';
import { ContractParametersController, ContractWizardController } from './interface/contract-wizard.controller';
import { DashboardController } from './interface/dashboard.controller';
import { CONTRACTS_HANDLERS } from './application/handlers';

integrationEvents.register(ContractCreatedEvent);

/**
 * B2B agreements ("convenios"): the wizard's parameters and packages, contract creation (immutable once
 * saved; ContractCreated makes licensing grant the balances) and the customer dashboard of contracted
 * services (design.md §2; docs/api/contracts.md).
 */
@Module({
  controllers: [
    // Contracts server.
    ContractWizardController,
    ContractParametersController,
    DashboardController,
  ],
  providers: [
    ...CONTRACTS_HANDLERS,
    // Contracts server.
    ContractCatalogue,
  ],
})
export class ContractsModule {}
