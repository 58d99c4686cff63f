import type { Provider, Type } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { AddCustomerLicenceHandler } from './application/commands/add-customer-licence/add-customer-licence.handler';
import { IssueLicencesHandler } from './application/commands/issue-licences/issue-licences.handler';
import { SetLicenceTransactionRangesHandler } from './application/commands/set-licence-transaction-ranges/set-licence-transaction-ranges.handler';
import { IssueLicencesOnPaymentApproved } from './application/event-handlers/issue-licences-on-payment-approved.handler';
import { SuspendLicencesOnPaymentReversed } from './application/event-handlers/suspend-licences-on-payment-reversed.handler';
import { SuspendOrderLicencesHandler } from './application/commands/suspend-order-licences/suspend-order-licences.handler';
import { LicenceSuspendedEvent } from './domain/events/licence-suspended.event';
import { GetCustomerLicenceDetailHandler } from './application/queries/get-customer-licence-detail/get-customer-licence-detail.handler';
import { GetEmployeeMonthDetailHandler } from './application/queries/get-employee-month-detail/get-employee-month-detail.handler';
import { GetEmployeeMonthsHandler } from './application/queries/get-employee-months/get-employee-months.handler';
import { GetLicenceInformationHandler } from './application/queries/get-licence-information/get-licence-information.handler';
import { GetMyPlanHandler } from './application/queries/get-my-plan/get-my-plan.handler';
import { GetOrderLicencesHandler } from './application/queries/get-order-licences/get-order-licences.handler';
import { GetHeldBasePlansHandler } from './application/queries/get-held-base-plans/get-held-base-plans.handler';
import { ListLicenceServicesHandler } from './application/queries/list-licence-services/list-licence-services.handler';
import { ListLicensedCustomersHandler } from './application/queries/list-licensed-customers/list-licensed-customers.handler';
import { LicenceCatalogue } from './application/support/licence-catalogue';
import { LicenceIssuedEvent } from './domain/events/licence-issued.event';
import { LicenceBalance } from './domain/licence-balance.entity';
import { LicenceIssue } from './domain/licence-issue.entity';
import { LicencePlan } from './domain/licence-plan.entity';
import { LicenceSuspension } from './domain/licence-suspension.entity';
import { TransactionRange } from './domain/transaction-range.entity';
import { LicencesAdminController } from './interface/licences-admin.controller';
import { MyPlanController } from './interface/my-plan.controller';

// Licences, my plan and the licences back office (docs/api/licensing.md "Licencias", "Mi plan", "Back office").
// The licensing module and index spread these lists.

integrationEvents.register(LicenceIssuedEvent, LicenceSuspendedEvent);
// Payments registers the events it raises; licensing subscribes to PaymentReversed and registers it as well
// (the same class, so both may) so that the outbox revives it whichever module is loaded.
integrationEvents.register(PaymentReversedEvent);

export const licencesControllers: Type[] = [MyPlanController, LicencesAdminController];

export const licencesProviders: Provider[] = [
  LicenceCatalogue,
  IssueLicencesOnPaymentApproved,
  IssueLicencesHandler,
  SuspendLicencesOnPaymentReversed,
  SuspendOrderLicencesHandler,
  GetOrderLicencesHandler,
  GetHeldBasePlansHandler,
  GetMyPlanHandler,
  GetEmployeeMonthsHandler,
  GetEmployeeMonthDetailHandler,
  ListLicensedCustomersHandler,
  GetCustomerLicenceDetailHandler,
  GetLicenceInformationHandler,
  ListLicenceServicesHandler,
  AddCustomerLicenceHandler,
  SetLicenceTransactionRangesHandler,
];

export const licencesEntities = [LicencePlan, LicenceBalance, TransactionRange, LicenceIssue, LicenceSuspension];
