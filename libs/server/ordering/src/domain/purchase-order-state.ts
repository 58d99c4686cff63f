import { PurchaseOrderState, type PaymentMethod } from '@lic/server-ordering-api';

// The states, payment methods and kinds are part of ordering's published language (its registered event carries them).
export { PurchaseOrderState, PAYMENT_METHODS, type PaymentMethod, type PurchaseOrderKind } from '@lic/server-ordering-api';

const TRANSITIONS: Record<PurchaseOrderState, readonly PurchaseOrderState[]> = {
  // → 10 directly when the reversal reaches the order before the approval did (events may cross).
  [PurchaseOrderState.REGISTERED]: [PurchaseOrderState.APPROVED, PurchaseOrderState.REJECTED, PurchaseOrderState.REVERSED],
  [PurchaseOrderState.PENDING_CASH]: [PurchaseOrderState.APPROVED, PurchaseOrderState.REJECTED, PurchaseOrderState.REVERSED],
  // 11: staff cancelled the paid order (decision 0066).
  [PurchaseOrderState.APPROVED]: [PurchaseOrderState.REVERSED, PurchaseOrderState.CANCELLED],
  [PurchaseOrderState.REJECTED]: [],
  [PurchaseOrderState.ACTIVATED]: [],
  [PurchaseOrderState.PENDING_ACTIVATION]: [PurchaseOrderState.ACTIVATED],
  [PurchaseOrderState.REVERSED]: [],
  [PurchaseOrderState.CANCELLED]: [],
};

export function canTransition(from: PurchaseOrderState, to: PurchaseOrderState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The state a new purchase starts in. */
export function initialStateOf(paymentMethod: PaymentMethod): PurchaseOrderState {
  switch (paymentMethod) {
    case 'SIN_PAGO':
      return PurchaseOrderState.ACTIVATED;
    case 'EFECTIVO':
      return PurchaseOrderState.PENDING_CASH;
    case 'EN_LINEA':
      return PurchaseOrderState.REGISTERED;
  }
}

/** States whose order gives the customer its plan: paid (6) or activated without payment (8). */
export const PLAN_GRANTING_STATES: readonly PurchaseOrderState[] = [PurchaseOrderState.APPROVED, PurchaseOrderState.ACTIVATED];

/** Result codes the storefront switches on (storefront.md §8). */
export const PurchaseCode = {
  /** Activation success. */
  ACTIVATED: 'OK15',
  /** Activated, and the customer already had an active account (no check-e-mail screen). */
  ACTIVE_ACCOUNT: 'OK16',
  /** Paid: the payment was approved (the storefront shows "¡Pago exitoso!"). */
  PAID: 'OK12',
  /** Pending: payment or activation still to come. */
  PENDING: 'WR12',
  /** The payment could not be registered. */
  PAYMENT_REGISTRATION_FAILED: 'ER15',
  /** The customer may hold only one licence (bemyself). */
  ONLY_ONE_LICENCE: 'ER16',
  /** The customer has a licence pending activation. */
  PENDING_ACTIVATION: 'ER17',
  /** The payment of the order was rejected. */
  REJECTED: 'ER12',
  /** The payment was approved, then reversed by the gateway (the order's licences are suspended). */
  REVERSED: 'ER18',
} as const;
export type PurchaseCode = (typeof PurchaseCode)[keyof typeof PurchaseCode];

/** The code a just-registered order answers with. */
export function registrationCodeOf(state: PurchaseOrderState, hadActiveAccount: boolean): PurchaseCode {
  if (state === PurchaseOrderState.ACTIVATED) return hadActiveAccount ? PurchaseCode.ACTIVE_ACCOUNT : PurchaseCode.ACTIVATED;
  return PurchaseCode.PENDING;
}

/**
 * What GetStatusPurchaseOrder tells of an order in this state (storefront.md §2 Payment status page: OK15
 * shows "¡Activación exitosa!", any other success "¡Pago exitoso!", OK16 adds "¡Ya tienes una cuenta
 * activa!"). `hadActiveAccount`: the customer already had an approved or activated order of the service.
 */
export function statusOf(state: PurchaseOrderState, hadActiveAccount = false): { result: boolean; code: PurchaseCode } {
  switch (state) {
    case PurchaseOrderState.APPROVED:
      return { result: true, code: hadActiveAccount ? PurchaseCode.ACTIVE_ACCOUNT : PurchaseCode.PAID };
    case PurchaseOrderState.ACTIVATED:
      return { result: true, code: hadActiveAccount ? PurchaseCode.ACTIVE_ACCOUNT : PurchaseCode.ACTIVATED };
    case PurchaseOrderState.REJECTED:
      return { result: false, code: PurchaseCode.REJECTED };
    // A cancelled order, like a reversed one, no longer gives its plan (the storefront shows the message).
    case PurchaseOrderState.REVERSED:
    case PurchaseOrderState.CANCELLED:
      return { result: false, code: PurchaseCode.REVERSED };
    default:
      return { result: false, code: PurchaseCode.PENDING };
  }
}
