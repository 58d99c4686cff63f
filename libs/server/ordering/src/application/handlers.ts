import { CancelPurchaseOrderHandler } from './commands/cancel-purchase-order/cancel-purchase-order.handler';
import { ActivateTrialHandler } from './commands/activate-trial/activate-trial.handler';
import { RegisterPurchaseOrderHandler } from './commands/register-purchase-order/register-purchase-order.handler';
import { RegisterTrialHandler } from './commands/register-trial/register-trial.handler';
import { ApproveOrderOnPaymentApproved } from './event-handlers/approve-order-on-payment-approved/approve-order-on-payment-approved.handler';
import { RejectOrderOnPaymentRejected } from './event-handlers/reject-order-on-payment-rejected/reject-order-on-payment-rejected.handler';
import { ReverseOrderOnPaymentReversed } from './event-handlers/reverse-order-on-payment-reversed/reverse-order-on-payment-reversed.handler';
import { CountPromoCodeOrdersHandler } from './queries/count-promo-code-orders/count-promo-code-orders.handler';
import { GetOrderForLicensingHandler } from './queries/get-order-for-licensing/get-order-for-licensing.handler';
import { GetCustomerBasePlanHandler } from './queries/get-customer-base-plan/get-customer-base-plan.handler';
import { GetPurchaseOrderDetailHandler } from './queries/get-purchase-order-detail/get-purchase-order-detail.handler';
import { GetPurchaseOrderStatusHandler } from './queries/get-purchase-order-status/get-purchase-order-status.handler';
import { ListHolderOrdersHandler } from './queries/list-holder-orders/list-holder-orders.handler';
import { SearchPurchaseOrdersHandler } from './queries/search-purchase-orders/search-purchase-orders.handler';

/** The command, query and event handlers of the ordering context, registered by OrderingModule. */
export const ORDERING_HANDLERS = [
  // Commands.
  RegisterPurchaseOrderHandler,
  RegisterTrialHandler,
  ActivateTrialHandler,
  CancelPurchaseOrderHandler,
  // Queries.
  GetCustomerBasePlanHandler,
  GetPurchaseOrderStatusHandler,
  SearchPurchaseOrdersHandler,
  GetPurchaseOrderDetailHandler,
  GetOrderForLicensingHandler,
  CountPromoCodeOrdersHandler,
  ListHolderOrdersHandler,
  // Events of the payments context.
  ApproveOrderOnPaymentApproved,
  RejectOrderOnPaymentRejected,
  ReverseOrderOnPaymentReversed,
];
