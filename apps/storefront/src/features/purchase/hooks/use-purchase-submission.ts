import { useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import type { CustomerInformation, PaymentMethod } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { useStorefront } from '../../../shared/storefront-context';
import { useCart, cartSignature } from '../../cart';
import { registerPurchaseOrder } from '../api/register-purchase-order';
import { requestPaymentForm } from '../api/request-payment-form';
import {
  billingInUse,
  buildRegisterRequest,
  customersOf,
  newSubmissionId,
  outcomeOfError,
  outcomeOfOrder,
  paymentFormUser,
  placeFieldErrors,
  type PurchaseFormValues,
  type PurchaseOutcome,
} from '../purchase-request';
import { PURCHASE_MODAL_TEXTS } from '../purchase.messages';
import type { PaymentRetryRestore } from './use-payment-retry-restore';
import { usePurchaseChecks } from './use-purchase-checks';
import type { PurchaseDialogs } from './use-purchase-dialogs';
import { useShowPurchaseOutcome } from './use-show-purchase-outcome';

export interface PurchaseSubmissionInput {
  form: FormInstance<PurchaseFormValues>;
  /** The billing block is on screen (a purchase, and the customer may type it). */
  billingShown: boolean;
  /** The signed-in customer's registered data, if any. */
  customer: CustomerInformation | null;
  dialogs: PurchaseDialogs;
  retry: PaymentRetryRestore;
}

export interface PurchaseSubmission {
  /** The payment method being submitted, while a submission runs. */
  busy: PaymentMethod | null;
  submit: (paymentMethod: PaymentMethod) => Promise<void>;
  /** Changed data make a new order: the next attempt gets a new submission id and no retry. */
  startNewOrder: () => void;
}

/**
 * Submitting the purchase form (storefront.md §4 Purchase submit): checks the customer change, the base
 * package, the e-mail and, for cash, the confirmation, then registers the order once per submission id, or
 * pays a pending order again (decision 0018), and shows the outcome.
 */
export function usePurchaseSubmission({ form, billingShown, customer, dialogs, retry }: PurchaseSubmissionInput): PurchaseSubmission {
  const { client, appName } = useStorefront();
  const cart = useCart();
  const checks = usePurchaseChecks(dialogs.askEmailVerification);
  const show = useShowPurchaseOutcome(dialogs.show);
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const submissionId = useRef<string | null>(null);

  // One submission at a time: a second click while the first is in flight (before `busy` renders) does nothing,
  // so a double click never registers a second order nor opens the gateway twice.
  const submitting = useRef(false);
  const submit = async (paymentMethod: PaymentMethod) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submitOnce(paymentMethod);
    } finally {
      submitting.current = false;
    }
  };

  const submitOnce = async (paymentMethod: PaymentMethod) => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
      if (first) form.scrollToField(first.name);
      return;
    }
    const values = form.getFieldsValue(true) as PurchaseFormValues;
    const { service, billing } = customersOf(values, billingShown);

    // §4 step 2: the typed billing document is not the signed-in customer's.
    if (customer !== null && billingShown && billingInUse(values) && billing.documentNumber !== customer.documentNumber) {
      if (!(await dialogs.ask({ category: 'changeCustomer' }))) return;
    }

    setBusy(paymentMethod);
    try {
      if (!(await checks.basePackageOk(service))) return;
      if (!(await checks.emailOk(service.email))) return;
      if (paymentMethod === 'EFECTIVO' && !(await dialogs.ask({ category: 'cashPaymentPurchase' }))) return;

      const sameOrder = paymentMethod === 'EN_LINEA' ? retry.pendingRetry() : null;
      let outcome: PurchaseOutcome;
      let referenceUuid: string | null = null;
      if (sameOrder !== null) {
        // A pending order, form and cart unchanged: a new gateway attempt for the same order, never a second order.
        referenceUuid = sameOrder.referenceUuid;
        outcome = sameOrder.paymentForm
          ? { kind: 'paymentForm', token: sameOrder.paymentForm.token, request: sameOrder.paymentForm.request }
          : { kind: 'gateway', url: sameOrder.gatewayUrl ?? '' };
      } else {
        submissionId.current ??= newSubmissionId();
        const request = buildRegisterRequest({
          values,
          paymentMethod,
          packages: cart.packagesToPurchase,
          cart: cart.pricedCart,
          appName,
          submissionId: submissionId.current,
          billingShown,
        });
        try {
          const answer = await registerPurchaseOrder(client, request);
          outcome = outcomeOfOrder(answer.result, paymentMethod, answer.statusMessage);
          referenceUuid = answer.result?.referenceUuid ?? null;
          submissionId.current = null;
        } catch (error) {
          // Without an answer the order may exist: a retry must carry the same submission id.
          if (!(error instanceof ApiError && error.status === 0)) submissionId.current = null;
          outcome = outcomeOfError(error);
          const unplaced = error instanceof ApiError ? showFieldErrors(error, billingShown && billingInUse(values)) : [];
          // A refusal of the form's own fields is told beside them; a dialog only says what has no field.
          if (outcome.kind === 'invalidFields') {
            if (unplaced.length === 0) return;
            outcome = { kind: 'purchaseError', message: unplaced.join(' ') };
          }
        }
      }
      const online =
        paymentMethod === 'EN_LINEA' && referenceUuid !== null && ['gateway', 'paymentForm', 'statusPage'].includes(outcome.kind);
      if (online && referenceUuid !== null) {
        // Decision 0018: the cart stays until the payment succeeds, so a decline or a pending answer can be retried.
        await cart.keepForPaymentRetry({
          referenceUuid,
          values: values as unknown as Record<string, unknown>,
          paymentForm: outcome.kind === 'paymentForm' ? { token: outcome.token, request: outcome.request } : null,
          gatewayUrl: outcome.kind === 'gateway' ? outcome.url : null,
          identityValidated: cart.identityValidated,
          cart: cartSignature(cart.entries),
        });
        retry.forget();
      } else if (['cashRegistered', 'statusPage', 'gateway', 'paymentForm', 'activeAccount'].includes(outcome.kind)) {
        cart.clear();
      }
      // §4 EN_LINEA: the registered order's payment request gives the gateway's checkout.
      if (outcome.kind === 'paymentForm') {
        try {
          const checkout = await requestPaymentForm(client, outcome.token, { ...outcome.request, user: paymentFormUser(billing) });
          outcome = { kind: 'gateway', url: checkout.url };
        } catch {
          outcome = { kind: 'purchaseError', message: PURCHASE_MODAL_TEXTS.onlinePaymentFailed };
        }
      }
      show(outcome);
    } finally {
      setBusy(null);
    }
  };

  /** The server's field messages beside the fields (the first one scrolled to); returns those with no field on the form. */
  const showFieldErrors = (error: ApiError, billingUsed: boolean): string[] => {
    const { placed, unplaced } = placeFieldErrors(error.errors, billingUsed);
    if (placed.length > 0) {
      const byField = new Map<string, { name: string[]; errors: string[] }>();
      for (const { name, message } of placed) {
        const key = name.join('.');
        byField.set(key, { name, errors: [...(byField.get(key)?.errors ?? []), message] });
      }
      // The server names fields by path; the form's typed names cannot list them statically.
      form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
      form.scrollToField(placed[0].name);
    }
    return unplaced;
  };

  const startNewOrder = () => {
    submissionId.current = null;
    retry.forget();
  };

  return { busy, submit, startNewOrder };
}
