import type { Type } from '@nestjs/common';
import { AddCustomerLicenceHandler } from './commands/add-customer-licence/add-customer-licence.handler';
import { CommitReservationHandler } from './commands/commit-reservation/commit-reservation.handler';
import { CreateAppCredentialHandler } from './commands/create-app-credential/create-app-credential.handler';
import { IssueLicenceTokenHandler } from './commands/issue-licence-token/issue-licence-token.handler';
import { IssueLicencesHandler } from './commands/issue-licences/issue-licences.handler';
import { ReactivateOrderLicencesHandler } from './commands/reactivate-order-licences/reactivate-order-licences.handler';
import { RegisterConsumptionHandler } from './commands/register-consumption/register-consumption.handler';
import { ReleaseReservationHandler } from './commands/release-reservation/release-reservation.handler';
import { ReserveUnitsHandler } from './commands/reserve-units/reserve-units.handler';
import { RevokeAppCredentialHandler } from './commands/revoke-app-credential/revoke-app-credential.handler';
import { SetLicenceTransactionRangesHandler } from './commands/set-licence-transaction-ranges/set-licence-transaction-ranges.handler';
import { SuspendOrderLicencesHandler } from './commands/suspend-order-licences/suspend-order-licences.handler';
import { SuspendLicencesHandler } from './commands/suspend-licences/suspend-licences.handler';
import { ExportConsumptionDetailHandler } from './queries/export-consumption-detail/export-consumption-detail.handler';
import { GetConsumptionMovementsHandler } from './queries/get-consumption-movements/get-consumption-movements.handler';
import { GetConsumptionReportHandler } from './queries/get-consumption-report/get-consumption-report.handler';
import { GetContractBalancesHandler } from './queries/get-contract-balances/get-contract-balances.handler';
import { GetCustomerLicenceDetailHandler } from './queries/get-customer-licence-detail/get-customer-licence-detail.handler';
import { GetEntitlementHandler } from './queries/get-entitlement/get-entitlement.handler';
import { GetEmployeeMonthDetailHandler } from './queries/get-employee-month-detail/get-employee-month-detail.handler';
import { GetEmployeeMonthsHandler } from './queries/get-employee-months/get-employee-months.handler';
import { AuthenticateAppCredentialHandler } from './queries/authenticate-app-credential/authenticate-app-credential.handler';
import { GetHeldBasePlansHandler } from './queries/get-held-base-plans/get-held-base-plans.handler';
import { GetLicenceInformationHandler } from './queries/get-licence-information/get-licence-information.handler';
import { GetLicenceTokenKeysHandler } from './queries/get-licence-token-keys/get-licence-token-keys.handler';
import { GetLicenceUsageHandler } from './queries/get-licence-usage/get-licence-usage.handler';
import { GetMyPlanHandler } from './queries/get-my-plan/get-my-plan.handler';
import { GetOrderLicencesHandler } from './queries/get-order-licences/get-order-licences.handler';
import { GetPlansConsumedBeforeContractHandler } from './queries/get-plans-consumed-before-contract/get-plans-consumed-before-contract.handler';
import { GetPromoCodeReportHandler } from './queries/get-promo-code-report/get-promo-code-report.handler';
import { ListAppCredentialsHandler } from './queries/list-app-credentials/list-app-credentials.handler';
import { ListLicenceServicesHandler } from './queries/list-licence-services/list-licence-services.handler';
import { ListLicensedCustomersHandler } from './queries/list-licensed-customers/list-licensed-customers.handler';
import { ListReportFeaturesHandler } from './queries/list-report-features/list-report-features.handler';
import { GrantContractBalancesOnContractCreated } from './event-handlers/grant-contract-balances-on-contract-created/grant-contract-balances-on-contract-created.handler';
import { IssueLicencesOnPaymentApproved } from './event-handlers/issue-licences-on-payment-approved/issue-licences-on-payment-approved.handler';
import { MailCustomerOnBalanceThreshold } from './event-handlers/mail-customer-on-balance-threshold/mail-customer-on-balance-threshold.handler';
import { SuspendLicencesOnOrderCancelled } from './event-handlers/suspend-licences-on-order-cancelled/suspend-licences-on-order-cancelled.handler';
import { SuspendLicencesOnPaymentReversed } from './event-handlers/suspend-licences-on-payment-reversed/suspend-licences-on-payment-reversed.handler';

/** Every CQRS command, query and event handler of licensing; the module registers them among its providers. */
export const LICENSING_HANDLERS: Type[] = [
  // commands
  AddCustomerLicenceHandler,
  CommitReservationHandler,
  CreateAppCredentialHandler,
  IssueLicenceTokenHandler,
  IssueLicencesHandler,
  ReactivateOrderLicencesHandler,
  RegisterConsumptionHandler,
  ReleaseReservationHandler,
  ReserveUnitsHandler,
  RevokeAppCredentialHandler,
  SetLicenceTransactionRangesHandler,
  SuspendOrderLicencesHandler,
  SuspendLicencesHandler,
  // queries
  ExportConsumptionDetailHandler,
  GetConsumptionMovementsHandler,
  GetConsumptionReportHandler,
  GetContractBalancesHandler,
  GetCustomerLicenceDetailHandler,
  GetEntitlementHandler,
  GetEmployeeMonthDetailHandler,
  GetEmployeeMonthsHandler,
  GetHeldBasePlansHandler,
  AuthenticateAppCredentialHandler,
  GetLicenceInformationHandler,
  GetLicenceTokenKeysHandler,
  GetLicenceUsageHandler,
  GetMyPlanHandler,
  GetOrderLicencesHandler,
  GetPlansConsumedBeforeContractHandler,
  GetPromoCodeReportHandler,
  ListAppCredentialsHandler,
  ListLicenceServicesHandler,
  ListLicensedCustomersHandler,
  ListReportFeaturesHandler,
  // event handlers
  GrantContractBalancesOnContractCreated,
  IssueLicencesOnPaymentApproved,
  MailCustomerOnBalanceThreshold,
  SuspendLicencesOnPaymentReversed,
  SuspendLicencesOnOrderCancelled,
];
