import { Module } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { ContractCreatedEvent } from '@lic/server-contracts-api';
import { PurchaseOrderCancelledEvent } from '@lic/server-ordering-api';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { LICENSING_HANDLERS } from './application/handlers';
import {
  BalanceExhaustedEvent,
  BalanceLowEvent,
  LicenceIssuedEvent,
  LicenceReactivatedEvent,
  LicenceSuspendedEvent,
} from '@lic/server-licensing-api';
import { LICENCE_TOKEN_CONFIG, loadLicenceTokenConfig } from './infrastructure/licence-tokens/licence-token.config';
import { RotateSigningKeysJob } from './infrastructure/licence-tokens/rotate-signing-keys.job';
import { SigningKeys } from './infrastructure/licence-tokens/signing-keys';
import { LicenceCatalogue } from './infrastructure/catalogue/licence-catalogue';
import { CompanyLicences } from './infrastructure/consumption/company-licences';
import { ConsumptionDatabase } from './infrastructure/consumption/consumption-database';
import { ConsumptionLedger } from './infrastructure/consumption/consumption-ledger';
import { AppCredentialVerifier } from './infrastructure/credentials/app-credential-verifier';
import { EntitlementCache } from './infrastructure/entitlements/entitlement-cache';
import { EntitlementChanges } from './infrastructure/entitlements/entitlement-changes';
import { ExpireReservationsJob } from './infrastructure/reservations/expire-reservations.job';
import { ReservationLedger } from './infrastructure/reservations/reservation-ledger';
import { loadReportsConfig, REPORTS_CONFIG } from './infrastructure/reports/reports.config';
import { ConsumptionController } from './interface/consumption/consumption.controller';
import { ConsumptionFastPath } from './interface/consumption/http/consumption-fast-path';
import { AppCredentialGuard } from './interface/credentials/app-credential.guard';
import { AppCredentialsController } from './interface/credentials/app-credentials.controller';
import { EntitlementFastPath } from './interface/entitlements/entitlement-fast-path';
import { EntitlementsController } from './interface/entitlements/entitlements.controller';
import { ConsumptionDetailExportController } from './interface/export/consumption-detail-export.controller';
import { LicenceTokensController } from './interface/licence-tokens/licence-tokens.controller';
import { LicencesAdminController } from './interface/licences-admin.controller';
import { MyPlanController } from './interface/my-plan.controller';
import { ReportsController } from './interface/reports/reports.controller';
import { ReservationsController } from './interface/reservations/reservations.controller';
import { LicenseUsageController } from './interface/usage/license-usage.controller';

integrationEvents.register(LicenceIssuedEvent, LicenceSuspendedEvent, LicenceReactivatedEvent, BalanceLowEvent, BalanceExhaustedEvent);
// Payments, contracts and ordering register the events they raise; licensing subscribes to PaymentReversed,
// PurchaseOrderCancelled and ContractCreated and registers them as well (the same classes, so both may) so that the outbox revives them
// whichever module is loaded.
integrationEvents.register(PaymentReversedEvent, ContractCreatedEvent, PurchaseOrderCancelledEvent);

/**
 * Turns paid orders into licences, meters what the apps consume and shows balances to customers and
 * staff (design.md §2, §5; docs/api/licensing.md).
 */
@Module({
  controllers: [
    // Licences, my plan and the licences back office (decision 0006).
    MyPlanController,
    LicencesAdminController,
    // Consumption, app credentials, usage, the consumption detail export and reports (decision 0006).
    ConsumptionController,
    AppCredentialsController,
    LicenseUsageController,
    ConsumptionDetailExportController,
    ReportsController,
    // The apps' platform: entitlements and reservations (decision 0033).
    EntitlementsController,
    ReservationsController,
    // Offline licence tokens and their public keys (decision 0034).
    LicenceTokensController,
  ],
  providers: [
    ...LICENSING_HANDLERS,
    LicenceCatalogue,
    ConsumptionDatabase,
    CompanyLicences,
    ConsumptionLedger,
    AppCredentialVerifier,
    AppCredentialGuard,
    ConsumptionFastPath,
    EntitlementCache,
    EntitlementChanges,
    EntitlementFastPath,
    ReservationLedger,
    ExpireReservationsJob,
    { provide: REPORTS_CONFIG, useFactory: () => loadReportsConfig() },
    { provide: LICENCE_TOKEN_CONFIG, useFactory: () => loadLicenceTokenConfig() },
    SigningKeys,
    RotateSigningKeysJob,
  ],
})
export class LicensingModule {}
