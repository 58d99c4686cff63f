import { CreateContractHandler } from './commands/create-contract/create-contract.handler';
import { FindContractHandler } from './queries/find-contract/find-contract.handler';
import { FindSupervisorsByEmailHandler } from './queries/find-supervisors-by-email/find-supervisors-by-email.handler';
import { GetContractPackagesHandler } from './queries/get-contract-packages/get-contract-packages.handler';
import { GetContractParametersHandler } from './queries/get-contract-parameters/get-contract-parameters.handler';
import { GetContractedServiceDetailsHandler } from './queries/get-contracted-service-details/get-contracted-service-details.handler';
import { GetCustomerDashboardHandler } from './queries/get-customer-dashboard/get-customer-dashboard.handler';
import { ListCompanyContractsHandler } from './queries/list-company-contracts/list-company-contracts.handler';
import { ListContractProductsHandler } from './queries/list-contract-products/list-contract-products.handler';

/** The command, query and event handlers of the contracts context, registered by its module. */
export const CONTRACTS_HANDLERS = [
  ListContractProductsHandler,
  GetContractParametersHandler,
  GetContractPackagesHandler,
  FindContractHandler,
  CreateContractHandler,
  GetCustomerDashboardHandler,
  GetContractedServiceDetailsHandler,
  ListCompanyContractsHandler,
  FindSupervisorsByEmailHandler,
];
