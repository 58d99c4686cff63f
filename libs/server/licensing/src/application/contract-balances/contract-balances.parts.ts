import type { MigrationObject } from '@mikro-orm/core';
import { integrationEvents } from '@lic/server-kernel';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import { Migration20261122080300LicensingContractGrants } from '../../infrastructure/contract-balances/Migration20261122080300LicensingContractGrants';
import { GetConsumptionMovementsHandler } from './get-consumption-movements.handler';
import { GetContractBalancesHandler } from './get-contract-balances.handler';
import { GetPlansConsumedBeforeContractHandler } from './get-plans-consumed-before-contract.handler';
import { GrantContractBalancesOnContractCreated } from './grant-contract-balances-on-contract-created.handler';

// Contract balances (issue 7): the grant of ContractCreated, the dashboard figures and the movements report.
integrationEvents.register(ContractCreatedEvent);

export const contractBalancesProviders = [
  GrantContractBalancesOnContractCreated,
  GetContractBalancesHandler,
  GetConsumptionMovementsHandler,
  GetPlansConsumedBeforeContractHandler,
];

export const contractBalancesMigrations: MigrationObject[] = [
  { name: 'Migration20261122080300LicensingContractGrants', class: Migration20261122080300LicensingContractGrants },
];
