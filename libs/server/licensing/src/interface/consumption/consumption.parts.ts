import type { Provider, Type } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { MailCustomerOnBalanceThreshold } from '../../application/consumption/event-handlers/mail-customer-on-balance-threshold.handler';
import { RegisterConsumptionHandler } from '../../application/consumption/register-consumption/register-consumption.handler';
import { CreateAppCredentialHandler } from '../../application/credentials/create-app-credential/create-app-credential.handler';
import { ListAppCredentialsHandler } from '../../application/credentials/list-app-credentials/list-app-credentials.handler';
import { RevokeAppCredentialHandler } from '../../application/credentials/revoke-app-credential/revoke-app-credential.handler';
import { BalanceExhaustedEvent } from '../../domain/consumption/events/balance-exhausted.event';
import { BalanceLowEvent } from '../../domain/consumption/events/balance-low.event';
import { AppCredential } from '../../domain/credentials/app-credential.entity';
import { ConsumptionDatabase } from '../../infrastructure/consumption/consumption-database';
import { ConsumptionLedger } from '../../infrastructure/consumption/consumption-ledger';
import { AppCredentialVerifier } from '../../infrastructure/credentials/app-credential-verifier';
import { AppCredentialGuard } from '../credentials/app-credential.guard';
import { AppCredentialsController } from '../credentials/app-credentials.controller';
import { ExportConsumptionDetailHandler } from '../../application/export/export-consumption-detail/export-consumption-detail.handler';
import { GetLicenseUsageHandler } from '../../application/usage/get-license-usage/get-license-usage.handler';
import { ConsumptionDetailExportController } from '../export/consumption-detail-export.controller';
import { LicenseUsageController } from '../usage/license-usage.controller';
import { ConsumptionController } from './consumption.controller';
import { ConsumptionFastPath } from './http/consumption-fast-path';

// Consumption, app credentials, usage and the consumption detail export (issue 6, consumption;
// docs/api/licensing.md "Consumo"). The licensing module and index spread these lists.

integrationEvents.register(BalanceLowEvent, BalanceExhaustedEvent);

export const consumptionControllers: Type[] = [
  ConsumptionController,
  AppCredentialsController,
  LicenseUsageController,
  ConsumptionDetailExportController,
];

export const consumptionProviders: Provider[] = [
  ConsumptionDatabase,
  ConsumptionLedger,
  AppCredentialVerifier,
  AppCredentialGuard,
  RegisterConsumptionHandler,
  MailCustomerOnBalanceThreshold,
  CreateAppCredentialHandler,
  RevokeAppCredentialHandler,
  ListAppCredentialsHandler,
  GetLicenseUsageHandler,
  ExportConsumptionDetailHandler,
  ConsumptionFastPath,
];

export const consumptionEntities = [AppCredential];
