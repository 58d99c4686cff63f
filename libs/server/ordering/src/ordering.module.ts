import { Module } from '@nestjs/common';
// Purchase orders, trials and the base-customer check (H2b).
import { integrationEvents } from '@lic/server-kernel';
import { ActivateTrialHandler } from './application/commands/activate-trial/activate-trial.handler';
import { RegisterPurchaseOrderHandler } from './application/commands/register-purchase-order/register-purchase-order.handler';
import { RegisterTrialHandler } from './application/commands/register-trial/register-trial.handler';
import { PAYMENT_HANDOVER } from './application/ports/payment-handover.port';
import { GetPackageBaseCustomerHandler } from './application/queries/get-package-base-customer/get-package-base-customer.handler';
import { GetStatusPurchaseOrderHandler } from './application/queries/get-status-purchase-order/get-status-purchase-order.handler';
import { PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { PaymentsContextHandover } from './infrastructure/payments-context-handover';
import { ApproveOrderOnPaymentApproved } from './application/event-handlers/approve-order-on-payment-approved.handler';
import { RejectOrderOnPaymentRejected } from './application/event-handlers/reject-order-on-payment-rejected.handler';
import { ReverseOrderOnPaymentReversed } from './application/event-handlers/reverse-order-on-payment-reversed.handler';
import { PackageBaseCustomerController } from './interface/package-base-customer.controller';
import { PurchaseOrderController } from './interface/purchase-order.controller';
import { TrialController } from './interface/trial.controller';
// Back office "Órdenes de compra" (issue 5).
import { ORDER_LICENCES } from './application/ports/order-licences.port';
import { GetPurchaseOrderDetailHandler } from './application/queries/get-purchase-order-detail/get-purchase-order-detail.handler';
import { SearchPurchaseOrdersHandler } from './application/queries/search-purchase-orders/search-purchase-orders.handler';
import { LicensingOrderLicences } from './infrastructure/licences/licensing-order-licences';
// Issue 6: licensing reads the approved order.
import { CountPromotionCodeOrdersHandler } from './application/queries/count-promotion-code-orders/count-promotion-code-orders.handler';
import { GetOrderForLicensingHandler } from './application/queries/get-order-for-licensing/get-order-for-licensing.handler';
import { PurchaseOrderAdminController } from './interface/purchase-order-admin.controller';
integrationEvents.register(PurchaseOrderRegisteredEvent);

/**
 * Purchase orders, trials and the base-customer check (storefront.md §4–§5, design.md §5), and the back
 * office's order list. The packages, prices, promo codes and verified e-mails of an order come from the
 * storefront context (@lic/server-storefront-api, decision 0027); customers are registered through the
 * customers context's commands.
 */
@Module({
  controllers: [
    // H2b: purchase orders, trials, base-customer check.
    PurchaseOrderController,
    TrialController,
    PackageBaseCustomerController,
    // Issue 5: back office "Órdenes de compra".
    PurchaseOrderAdminController,
  ],
  providers: [
    // H2b: purchase orders, trials, base-customer check.
    { provide: PAYMENT_HANDOVER, useClass: PaymentsContextHandover },
    ApproveOrderOnPaymentApproved,
    RejectOrderOnPaymentRejected,
    ReverseOrderOnPaymentReversed,
    RegisterPurchaseOrderHandler,
    RegisterTrialHandler,
    ActivateTrialHandler,
    GetPackageBaseCustomerHandler,
    GetStatusPurchaseOrderHandler,
    // Issue 5: back office "Órdenes de compra" (the licences of an order come from licensing, issue 6).
    { provide: ORDER_LICENCES, useClass: LicensingOrderLicences },
    // Issue 6: licensing reads the approved order.
    GetOrderForLicensingHandler,
    CountPromotionCodeOrdersHandler,
    SearchPurchaseOrdersHandler,
    GetPurchaseOrderDetailHandler,
  ],
})
export class OrderingModule {}
