import type { MigrationObject } from '@mikro-orm/core';
import type { Provider, Type } from '@nestjs/common';
import { databaseFileStorage } from '@lic/server-kernel';
import { ChangeStatePurchaseHandler } from './application/commands/change-state-purchase/change-state-purchase.handler';
import { UploadPaymentSupportHandler } from './application/commands/upload-payment-support/upload-payment-support.handler';
import { KeepPurchaseSummaryOnOrderRegistered } from './application/event-handlers/keep-purchase-summary-on-order-registered.handler';
import { GetPaymentSupportHandler } from './application/queries/get-payment-support/get-payment-support.handler';
import { GetSummaryOrderHandler } from './application/queries/get-summary-order/get-summary-order.handler';
import { ListCashPaymentsHandler } from './application/queries/list-cash-payments/list-cash-payments.handler';
import { CashPaymentDecision } from './domain/cash/cash-payment-decision.entity';
import { PaymentSupport } from './domain/cash/payment-support.entity';
import { PurchaseSummary } from './domain/cash/purchase-summary.entity';
import { loadWithholdingRates, WITHHOLDING_RATES } from './infrastructure/config/withholding.config';
import { Migration20261122061000PaymentsCashPayments } from './infrastructure/migrations/Migration20261122061000PaymentsCashPayments';
import { PaymentSupportLinkSigner } from './infrastructure/support-links/payment-support-link-signer';
import { StoredPaymentFile } from './infrastructure/storage/stored-payment-file.entity';
import { CashPaymentSupportController } from './interface/cash-payment-support.controller';
import { CashPaymentsController } from './interface/cash-payments.controller';

// Cash payments (docs/api/payments.md, "Pagos en efectivo"): proofs, the purchase summary and staff
// decisions. The payments module and index spread these lists.

export const cashPaymentsControllers: Type[] = [CashPaymentSupportController, CashPaymentsController];

export const cashPaymentsProviders: Provider[] = [
  databaseFileStorage(StoredPaymentFile),
  { provide: WITHHOLDING_RATES, useFactory: () => loadWithholdingRates() },
  PaymentSupportLinkSigner,
  KeepPurchaseSummaryOnOrderRegistered,
  UploadPaymentSupportHandler,
  ChangeStatePurchaseHandler,
  GetPaymentSupportHandler,
  GetSummaryOrderHandler,
  ListCashPaymentsHandler,
];

export const cashPaymentsEntities = [PurchaseSummary, PaymentSupport, StoredPaymentFile, CashPaymentDecision];

export const cashPaymentsMigrations: MigrationObject[] = [
  { name: 'Migration20261122061000PaymentsCashPayments', class: Migration20261122061000PaymentsCashPayments },
];
