import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, List, Row, Switch, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentMethod } from '@lic/shared-api-types';
import { basePackageError, legalRepresentativeDocumentTypeIds } from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import {
  CustomerFields,
  EmailVerificationDialog,
  formatCop,
  fromPurchaseCustomer,
  notify,
  PageShell,
  TermsCheckbox,
  useBrand,
  type CustomerValues,
} from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useAppParameters } from '../../app-parameters/use-app-parameters';
import { useCart } from '../../cart/cart-context';
import { LANDING_ADD_PRODUCTS_APPS } from '../../cart/cart-routes';
import { browserWindow, useCartNavigation } from '../../cart/hooks/use-cart-navigation';
import { cartSignature, type PaymentRetry } from '../../cart/payment-retry';
import { useSession } from '../../session/session-context';
import { checkEmail } from '../api/check-email';
import { getPackageBaseCustomer } from '../api/get-package-base-customer';
import { registerPurchaseOrder } from '../api/register-purchase-order';
import { requestPaymentForm } from '../api/request-payment-form';
import { validateMailCode } from '../api/validate-mail-code';
import { useCustomerInformation } from '../hooks/use-customer-information';
import { useCustomerLookups } from '../hooks/use-customer-lookups';
import { useReferenceData } from '../hooks/use-reference-data';
import {
  billingInUse,
  buildRegisterRequest,
  customersOf,
  newSubmissionId,
  outcomeOfError,
  outcomeOfOrder,
  paymentFormUser,
  type PurchaseFormValues,
  type PurchaseOutcome,
} from '../purchase-request';
import { BASE_CUSTOMER_CHECK_FAILED, PURCHASE_MODAL_TEXTS, PURCHASE_TEXTS as T } from '../purchase.messages';
import { PurchaseDialogModal, type PurchaseDialog } from './purchase-dialog';

/** "purchase": /registerPurchaseOrder; "activation": /registerPurchaseOrder/activatePlan (only "Activar"). */
export type PurchaseFormMode = 'purchase' | 'activation';

/** A reload follows the single-licence message after this delay (storefront.md §9). */
export const RELOAD_AFTER_SINGLE_LICENCE_MS = 1000;
/** Brands that never offer cash payment (storefront.md §2). */
const NO_CASH_APPS: readonly string[] = ['bemyself'];

const LEGAL_REPRESENTATIVE_FIELDS = ['legalDocumentTypeId', 'legalDocumentNumber', 'legalFirstName', 'legalLastName'] as const;

/** A block's values to copy into the other one: the legal representative belongs to the licence data only. */
function copyable(values: CustomerValues | undefined): CustomerValues {
  const copy: CustomerValues = { ...values };
  for (const field of LEGAL_REPRESENTATIVE_FIELDS) delete copy[field];
  return copy;
}

/** The navigation state with which the status page's "Reintentar pago" opens this form (decision 0018). */
export interface PaymentRetryState {
  retryOf: string;
  /** The order's payment is still pending: an unchanged form and cart pay the same order again. */
  pending: boolean;
}

const retryStateOf = (state: unknown): PaymentRetryState | null => {
  const candidate = state as Partial<PaymentRetryState> | null;
  return candidate && typeof candidate.retryOf === 'string' ? { retryOf: candidate.retryOf, pending: candidate.pending === true } : null;
};

const statusPath = (referenceUuid: string) => `/registerPurchaseOrder/statusOrder/${encodeURIComponent(referenceUuid)}`;
const summaryPath = (referenceUuid: string) => `/summaryorder/${encodeURIComponent(referenceUuid)}`;

/**
 * The purchase and activation form (storefront.md §2, §4 Purchase submit): billing and licence customers,
 * terms, and the payment buttons. Submitting checks the customer change, the base package, the e-mail and,
 * for cash, the confirmation, then registers the order once per submission id.
 */
export function PurchaseForm({ mode }: { mode: PurchaseFormMode }) {
  const { client, appName } = useStorefront();
  const { claims } = useSession();
  const brand = useBrand();
  const { parameters } = useAppParameters();
  const cart = useCart();
  const go = useCartNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const reference = useReferenceData();
  const lookups = useCustomerLookups();
  const customerState = useCustomerInformation();
  const [form] = Form.useForm<PurchaseFormValues>();

  const [dialog, setDialog] = useState<PurchaseDialog | null>(null);
  const [verifyingEmail, setVerifyingEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const decision = useRef<((accepted: boolean) => void) | null>(null);
  const submissionId = useRef<string | null>(null);
  // "Reintentar pago": the order being paid again; null once the form or the cart changed.
  const retry = useRef<(PaymentRetry & { pending: boolean }) | null>(null);
  const [retryState] = useState(() => retryStateOf(location.state));

  const signedIn = claims !== null;
  const customer = customerState.status === 'loaded' ? customerState.customer : null;
  const locked = customer !== null;
  const hasCart = cart.entries.length > 0;
  const totalZero = hasCart && cart.pricedCart.total === 0;
  const activation = mode === 'activation' || totalZero;
  const cashAllowed = parameters.paymentCashApply && !NO_CASH_APPS.includes(appName.toLowerCase()) && brand.code !== 'bemyself';

  const editBilling = Form.useWatch('editBilling', form) === true;
  const copyData = Form.useWatch('copyData', form) === true;
  const billingPersonType = Form.useWatch(['billing', 'personType'], form);
  const billingValues = Form.useWatch('billing', form) as CustomerValues | undefined;
  const serviceValues = Form.useWatch('service', form) as CustomerValues | undefined;
  const billingShown = !activation && (!locked || editBilling);

  // A signed-in customer's licence data come from the account and stay locked.
  useEffect(() => {
    if (customer) form.setFieldsValue({ service: fromPurchaseCustomer(customer) });
  }, [customer, form]);

  // "Reintentar pago" brings back the form the order was sent with (the cart was kept with it).
  const { paymentRetryOf, setIdentityValidated } = cart;
  useEffect(() => {
    if (retryState === null) return;
    let live = true;
    void paymentRetryOf(retryState.retryOf).then((found) => {
      if (!live || found === null) return;
      retry.current = { ...found, pending: retryState.pending };
      form.setFieldsValue(found.values as PurchaseFormValues);
      if (found.identityValidated) setIdentityValidated(true);
    });
    return () => {
      live = false;
    };
  }, [retryState, paymentRetryOf, setIdentityValidated, form]);

  // The copy switch keeps the target block equal to its source (licence → billing when the licence is locked).
  const copySource = locked ? serviceValues : billingValues;
  const copyKey = JSON.stringify(copyable(copySource));
  useEffect(() => {
    if (!copyData) return;
    const values = copyable(JSON.parse(copyKey) as CustomerValues);
    form.setFieldsValue(locked ? { billing: values } : { service: values });
  }, [copyData, copyKey, locked, form]);

  const noCartTarget = LANDING_ADD_PRODUCTS_APPS.includes(appName.toLowerCase()) ? parameters.urlLandingPage : '/';
  const goBack = () => {
    if (hasCart && location.key !== 'default') navigate(-1);
    else go(noCartTarget);
  };

  /** Opens a confirmation dialog and resolves whether it was accepted. */
  const ask = useCallback(
    (next: PurchaseDialog) =>
      new Promise<boolean>((resolve) => {
        decision.current = resolve;
        setDialog(next);
      }),
    [],
  );

  const confirmEmail = (email: string) =>
    new Promise<boolean>((resolve) => {
      decision.current = resolve;
      setVerifyingEmail(email);
    });

  const settle = (accepted: boolean) => {
    const resolve = decision.current;
    decision.current = null;
    resolve?.(accepted);
  };

  const show = (outcome: PurchaseOutcome) => {
    switch (outcome.kind) {
      case 'cashRegistered':
        setDialog({ category: 'registerCashPurchase', referenceUuid: outcome.referenceUuid });
        return;
      case 'statusPage':
        navigate(statusPath(outcome.referenceUuid));
        return;
      case 'gateway':
        browserWindow.assign(outcome.url);
        return;
      case 'paymentForm':
        // Asked for in submit(); never shown as such.
        return;
      case 'activeAccount':
        setDialog({ category: 'activatePlan' });
        return;
      case 'errorRegisterPayment':
        setDialog({ category: 'errorRegisterPayment', message: outcome.message });
        return;
      case 'buyOnlyOneLicense':
        setDialog({ category: 'buyOnlyOneLicense', message: outcome.message, minDateToRenewLicense: outcome.minDateToRenewLicense });
        return;
      case 'licensePendingActivation':
        setDialog({ category: 'licensePendingActivation', message: outcome.message });
        return;
      case 'purchaseError':
        setDialog({ category: 'purchaseError', message: outcome.message });
    }
  };

  /** The pending order being paid again, while neither the form nor the cart changed since it was sent. */
  const pendingRetry = (): PaymentRetry | null => {
    const current = retry.current;
    if (current === null || !current.pending) return null;
    if (current.paymentForm === null && current.gatewayUrl === null) return null;
    return current.cart === cartSignature(cart.entries) ? current : null;
  };

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
      if (!(await ask({ category: 'changeCustomer' }))) return;
    }

    setBusy(paymentMethod);
    try {
      // §5: a customer without a base plan (or with a free one only) must buy a base package.
      let baseError: string | null;
      try {
        const state = await getPackageBaseCustomer(client, {
          DocumentType: service.documentTypeId,
          DocumentNumber: service.documentNumber,
          ServiceName: appName,
        });
        baseError = basePackageError(cart.entries, state);
      } catch {
        notify.error(BASE_CUSTOMER_CHECK_FAILED);
        return;
      }
      if (baseError !== null) {
        notify.warning(baseError);
        return;
      }

      try {
        const approved = await checkEmail(client, appName, service.email, false);
        if (!approved && !(await confirmEmail(service.email))) return;
      } catch (error) {
        notify.error(error instanceof ApiError ? error.statusMessage : String(error));
        return;
      }

      if (paymentMethod === 'EFECTIVO' && !(await ask({ category: 'cashPaymentPurchase' }))) return;

      const sameOrder = paymentMethod === 'EN_LINEA' ? pendingRetry() : null;
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
        retry.current = null;
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

  const onDialogAccept = () => {
    const current = dialog;
    setDialog(null);
    if (current === null) return;
    switch (current.category) {
      case 'cashPaymentPurchase':
      case 'changeCustomer':
        settle(true);
        return;
      case 'registerCashPurchase':
        navigate(summaryPath(current.referenceUuid));
        return;
      case 'activatePlan':
      case 'errorRegisterPayment':
        form.resetFields();
        go(parameters.urlLandingPage);
        return;
      case 'buyOnlyOneLicense':
        if (signedIn) navigate('/myplan');
        else go(parameters.urlSecutityLogin);
        setTimeout(() => browserWindow.reload(), RELOAD_AFTER_SINGLE_LICENCE_MS);
        return;
      case 'licensePendingActivation':
      case 'purchaseError':
        return;
    }
  };

  const onDialogCancel = () => {
    if (dialog?.category === 'registerCashPurchase') return;
    setDialog(null);
    settle(false);
  };

  const onValuesChange = () => {
    // Changed data make a new order: the next attempt gets a new submission id.
    submissionId.current = null;
    retry.current = null;
  };

  const legalRepresentativeTypes = useMemo(() => legalRepresentativeDocumentTypeIds(appName), [appName]);
  const disabled = busy !== null;

  const paymentButtons = activation ? (
    <Button type="primary" loading={busy === 'SIN_PAGO'} disabled={!hasCart || disabled} onClick={() => void submit('SIN_PAGO')}>
      {T.activate}
    </Button>
  ) : (
    <>
      {cashAllowed && (
        <Button loading={busy === 'EFECTIVO'} disabled={!hasCart || disabled} onClick={() => void submit('EFECTIVO')}>
          {T.payCash}
        </Button>
      )}
      <Button type="primary" loading={busy === 'EN_LINEA'} disabled={!hasCart || disabled} onClick={() => void submit('EN_LINEA')}>
        {T.payOnline}
      </Button>
    </>
  );

  return (
    <PageShell
      title={activation ? T.titleActivation : T.titlePurchase}
      extra={
        <Button type="link" onClick={goBack}>
          {T.back}
        </Button>
      }
    >
      {cart.ready && !hasCart && <Alert type="info" showIcon message={T.emptyCart} style={{ marginBottom: 16 }} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Form<PurchaseFormValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            scrollToFirstError
            onValuesChange={onValuesChange}
            disabled={disabled}
          >
            {!activation && (
              <Card
                title={
                  <>
                    {T.billingSection} {!locked && <Typography.Text type="secondary">{T.billingOptional}</Typography.Text>}
                  </>
                }
                style={{ marginBottom: 24 }}
                data-testid="billing-section"
              >
                {locked && (
                  <Form.Item name="editBilling" valuePropName="checked" label={T.billingSwitch} layout="horizontal">
                    <Switch />
                  </Form.Item>
                )}
                {billingShown && (
                  <>
                    {locked && (
                      <Form.Item name="copyData" valuePropName="checked">
                        <Checkbox>{T.copyServiceToBilling}</Checkbox>
                      </Form.Item>
                    )}
                    <CustomerFields
                      name="billing"
                      required={billingPersonType !== undefined}
                      documentTypes={reference.documentTypes}
                      departments={reference.departments}
                      blockedDomains={reference.blockedDomains}
                      lookupLegalName={lookups.lookupLegalName}
                      restrictedLookup={lookups.restrictedLookup}
                      searchAddress={lookups.searchAddress}
                    />
                    {!locked && billingPersonType !== undefined && (
                      <Button onClick={() => form.resetFields(['billing', 'copyData'])}>{T.clearBilling}</Button>
                    )}
                  </>
                )}
              </Card>
            )}
            <Card title={T.serviceSection} style={{ marginBottom: 24 }} data-testid="service-section">
              {locked && <Alert type="info" showIcon message={T.lockedService} style={{ marginBottom: 16 }} />}
              {billingShown && !locked && (
                <Form.Item name="copyData" valuePropName="checked">
                  <Checkbox>{T.copyBillingToService}</Checkbox>
                </Form.Item>
              )}
              <CustomerFields
                name="service"
                disabled={locked}
                documentTypes={reference.documentTypes}
                departments={reference.departments}
                blockedDomains={reference.blockedDomains}
                legalRepresentativeDocumentTypeIds={legalRepresentativeTypes}
                lookupLegalName={lookups.lookupLegalName}
                restrictedLookup={lookups.restrictedLookup}
                searchAddress={lookups.searchAddress}
              />
            </Card>
            <TermsCheckbox policyUrl={parameters.urlPersonalDataTreatmentPolicy} termsUrl={parameters.urlTermsAndConditions} />
            <Flex gap={8} justify="flex-end" wrap>
              <Button
                onClick={() => {
                  form.resetFields();
                  go(noCartTarget);
                }}
              >
                {T.cancel}
              </Button>
              {paymentButtons}
            </Flex>
          </Form>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={T.summaryTitle}>
            <List
              dataSource={cart.pricedCart.lines}
              locale={{ emptyText: T.emptyCart }}
              renderItem={(line) => (
                <List.Item>
                  <Flex justify="space-between" gap={12} style={{ width: '100%' }}>
                    <Typography.Text>
                      {line.packageName} x {line.quantity}
                    </Typography.Text>
                    <Typography.Text>{formatCop(line.total)}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
            <Flex justify="space-between" style={{ marginTop: 16 }}>
              <Typography.Text strong>{T.total}</Typography.Text>
              <Typography.Text strong>{formatCop(cart.pricedCart.total)}</Typography.Text>
            </Flex>
          </Card>
        </Col>
      </Row>
      <PurchaseDialogModal
        dialog={dialog}
        appDisplayName={brand.displayName}
        signedIn={signedIn}
        onAccept={onDialogAccept}
        onCancel={onDialogCancel}
      />
      <EmailVerificationDialog
        open={verifyingEmail !== null}
        email={verifyingEmail ?? ''}
        onVerify={async (code) => {
          const answer = await validateMailCode(client, verifyingEmail ?? '', code);
          // An unapproved code without a 422 gets the dialog's own message.
          if (!answer.result?.approved) throw new Error('');
        }}
        onResend={async () => {
          await checkEmail(client, appName, verifyingEmail ?? '', true);
        }}
        onVerified={() => {
          setVerifyingEmail(null);
          settle(true);
        }}
        onCancel={() => {
          setVerifyingEmail(null);
          settle(false);
        }}
      />
    </PageShell>
  );
}
