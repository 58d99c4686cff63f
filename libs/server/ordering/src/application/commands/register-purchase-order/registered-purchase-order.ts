import type { PricedCart, RegisteredPurchaseOrder } from '@lic/shared-api-types';
import type { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { PurchaseCode } from '../../../domain/purchase-order-state';
import { PurchaseOrderMessage } from '../../../domain/purchase-order.messages';
import { roundTo2 } from '@lic/shared-rules';
import type { OnlinePaymentHandover, OnlinePaymentOrder } from '../../ports/payment-handover.port';

/** Where the storefront shows the order's payment status. */
export const statusOrderPath = (referenceUuid: string): string => `/registerPurchaseOrder/statusOrder/${referenceUuid}`;

/** The message of a registered order, by its payment method and code. */
export function registrationMessageOf(order: PurchaseOrder): string {
  if (order.registrationCode === PurchaseCode.ACTIVE_ACCOUNT) return PurchaseOrderMessage.activeAccount;
  if (order.registrationCode === PurchaseCode.ACTIVATED) return PurchaseOrderMessage.activated;
  if (order.kind === 'TRIAL') return PurchaseOrderMessage.trialRegistered;
  return order.paymentMethod === 'EFECTIVO' ? PurchaseOrderMessage.cashOrderSent : PurchaseOrderMessage.registeredOnline;
}

/** The priced cart of the order as the server computed it. */
export function pricedCartOf(order: PurchaseOrder): PricedCart {
  return {
    lines: order.lines.getItems().map((line) => ({
      packageId: line.packageId,
      packageCode: line.packageCode,
      packageName: line.packageName,
      quantity: line.quantity,
      base: Number(line.base),
      discount: Number(line.discount),
      newBase: Number(line.newBase),
      taxiva: line.taxIva,
      ivaValue: Number(line.ivaValue),
      total: Number(line.total),
    })),
    subTotal: Number(order.subTotal),
    totalDiscount: Number(order.totalDiscount),
    taxIva: Number(order.taxIva),
    total: Number(order.total),
    promotionCode: order.promotionCode ?? null,
  };
}

/** What the payment gateway side gets of an online order: the server's figures, the payer and the lines. */
export function onlinePaymentOrderOf(order: PurchaseOrder): OnlinePaymentOrder {
  const payer = order.billingCustomer;
  const name = payer.legalName?.trim() || [payer.firstName, payer.lastName].filter(Boolean).join(' ').trim();
  return {
    referenceUuid: order.id,
    paymentReference: order.paymentReference,
    appName: order.appName,
    total: Number(order.total),
    serviceName: order.serviceName,
    taxIva: Number(order.taxIva),
    registeredOn: order.registeredOn,
    customer: {
      personType: payer.personType,
      name,
      documentTypeId: payer.documentTypeId,
      documentNumber: payer.documentNumber,
      email: payer.email,
      cellphoneNumber: payer.cellphoneNumber || null,
    },
    lines: order.lines.getItems().map((line) => ({
      packageId: line.packageId,
      packageName: line.packageName,
      quantity: line.quantity,
      unitPrice: Number(line.base),
      total: Number(line.total),
    })),
  };
}

/**
 * RegisterPurchaseOrder → result, built from the stored order and, for EN_LINEA, the gateway's hand-over
 * (token, epaycoPaymentCode): a replayed submission gets the same answer as the first one.
 */
export function registeredPurchaseOrderOf(order: PurchaseOrder, handover: OnlinePaymentHandover | null = null): RegisteredPurchaseOrder {
  const cart = pricedCartOf(order);
  const online = order.paymentMethod === 'EN_LINEA';
  return {
    referenceUuid: order.id,
    paymentReference: order.paymentReference,
    code: order.registrationCode,
    statusMessage: registrationMessageOf(order),
    documentType: order.serviceDocumentTypeId,
    documentNumber: order.serviceDocumentNumber,
    token: online ? (handover?.token ?? null) : null,
    paymentRequest: online
      ? {
          fullReference: order.paymentReference,
          redirectionUrl: statusOrderPath(order.id),
          subTotal: roundTo2(cart.total - cart.taxIva),
          taxIva: cart.taxIva,
          taxReteIva: 0,
          taxReteIca: 0,
          taxReteFuente: 0,
          productsList: cart.lines.map((line) => ({
            packageId: line.packageId,
            packageName: line.packageName,
            quantity: line.quantity,
            unitPrice: line.base,
            total: line.total,
          })),
          service: order.serviceName,
        }
      : null,
    paymentGateway: online ? (handover?.paymentGateway ?? order.paymentGateway ?? null) : null,
    epaycoPaymentCode: online ? (handover?.epaycoPaymentCode ?? null) : null,
    cart,
    minDateToRenewLicense: null,
  };
}
