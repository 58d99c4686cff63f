import { Module } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { PurchaseOrderCancelledEvent, PurchaseOrderRegisteredEvent } from '@lic/server-ordering-api';
import { ORDERING_HANDLERS } from './application/handlers';
import { ORDER_LICENCES } from './application/ports/order-licences.port';
import { PAYMENT_HANDOVER } from './application/ports/payment-handover.port';
import { LicensingOrderLicences } from './infrastructure/licences/licensing-order-licences';
import { PaymentsContextHandover } from './infrastructure/payments-context-handover';
import { PackageBaseCustomerController } from './interface/package-base-customer.controller';
import { PurchaseOrderAdminController } from './interface/purchase-order-admin.controller';
import { PurchaseOrderController } from './interface/purchase-order.controller';
import { TrialController } from './interface/trial.controller';

integrationEvents.register(PurchaseOrderRegisteredEvent, PurchaseOrderCancelledEvent);

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
    // Back office "Órdenes de compra".
    PurchaseOrderAdminController,
  ],
  providers: [
    ...ORDERING_HANDLERS,
    { provide: PAYMENT_HANDOVER, useClass: PaymentsContextHandover },
    // The licences of an order come from licensing (decision 0006).
    { provide: ORDER_LICENCES, useClass: LicensingOrderLicences },
  ],
})
export class OrderingModule {}
