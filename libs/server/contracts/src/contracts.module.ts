import { Module } from '@nestjs/common';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import { integrationEvents } from '@lic/server-kernel';
// Contracts server (issue 7).
import { CreateContractHandler } from './application/commands/create-contract/create-contract.handler';
import { FindContractHandler } from './application/queries/find-contract/find-contract.handler';
import { GetContractPackagesHandler } from './application/queries/get-contract-packages/get-contract-packages.handler';
import { GetContractParametersHandler } from './application/queries/get-contract-parameters/get-contract-parameters.handler';
import { GetContractedServiceDetailsHandler } from './application/queries/get-contracted-service-details/get-contracted-service-details.handler';
import { GetDashboardCustomerHandler } from './application/queries/get-dashboard-customer/get-dashboard-customer.handler';
import { ListContractProductsHandler } from './application/queries/list-contract-products/list-contract-products.handler';
import { ContractCatalogue } from './application/support/contract-catalogue';
import { ContractParametersController, ContractWizardController } from './interface/contract-wizard.controller';
import { DashboardController } from './interface/dashboard.controller';

integrationEvents.register(ContractCreatedEvent);

/**
 * B2B agreements ("convenios"): the wizard's parameters and packages, contract creation (immutable once
 * saved; ContractCreated makes licensing grant the balances) and the customer dashboard of contracted
 * services (design.md §2; docs/api/contracts.md).
 */
@Module({
  controllers: [
    // Contracts server (issue 7).
    ContractWizardController,
    ContractParametersController,
    DashboardController,
  ],
  providers: [
    // Contracts server (issue 7).
    ContractCatalogue,
    ListContractProductsHandler,
    GetContractParametersHandler,
    GetContractPackagesHandler,
    FindContractHandler,
    CreateContractHandler,
    GetDashboardCustomerHandler,
    GetContractedServiceDetailsHandler,
  ],
})
export class ContractsModule {}
