import { useEffect } from 'react';
import { Alert, Button, Col, Flex, Form, Row } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandCapability, brandHas } from '@lic/shared-rules';
import { fromPurchaseCustomer, PageShell, TermsCheckbox, useBrand } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useAppParameters } from '../../app-parameters';
import { useCart, useCartNavigation } from '../../cart';
import { useCopyCustomerData } from '../hooks/use-copy-customer-data';
import { useCustomerInformation } from '../hooks/use-customer-information';
import { useCustomerLookups } from '../hooks/use-customer-lookups';
import { usePaymentRetryRestore } from '../hooks/use-payment-retry-restore';
import { usePurchaseDialogs } from '../hooks/use-purchase-dialogs';
import { usePurchaseSubmission } from '../hooks/use-purchase-submission';
import { useReferenceData } from '../hooks/use-reference-data';
import type { PurchaseFormValues } from '../purchase-request';
import { PURCHASE_TEXTS as T } from '../purchase.messages';
import { BillingSection } from './billing-section';
import { PaymentButtons } from './payment-buttons';
import { PurchaseCartSummary } from './purchase-cart-summary';
import { PurchaseFormDialogs } from './purchase-form-dialogs';
import { ServiceSection } from './service-section';

/** "purchase": /registerPurchaseOrder; "activation": /registerPurchaseOrder/activatePlan (only "Activar"). */
export type PurchaseFormMode = 'purchase' | 'activation';

/**
 * The purchase and activation form (storefront.md §2, §4 Purchase submit): billing and licence customers,
 * terms, and the payment buttons; the cart's summary beside it. Submitting is usePurchaseSubmission's.
 */
export function PurchaseForm({ mode }: { mode: PurchaseFormMode }) {
  const { appName } = useStorefront();
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
  const dialogs = usePurchaseDialogs();

  const customer = customerState.status === 'loaded' ? customerState.customer : null;
  const locked = customer !== null;
  const hasCart = cart.entries.length > 0;
  const totalZero = hasCart && cart.pricedCart.total === 0;
  const activation = mode === 'activation' || totalZero;
  // Brands without cash payment never offer it (storefront.md §2), by the app name or by the theme's brand.
  const cashAllowed = parameters.paymentCashApply && brandCapability(appName, 'cashPayment') && brandCapability(brand.code, 'cashPayment');
  const editBilling = Form.useWatch('editBilling', form) === true;
  const billingPersonType = Form.useWatch(['billing', 'personType'], form);
  const billingShown = !activation && (!locked || editBilling);

  // A signed-in customer's licence data come from the account and stay locked.
  useEffect(() => {
    if (customer) form.setFieldsValue({ service: fromPurchaseCustomer(customer) });
  }, [customer, form]);

  const retry = usePaymentRetryRestore(form);
  useCopyCustomerData(form, locked);
  const { busy, submit, startNewOrder } = usePurchaseSubmission({ form, billingShown, customer, dialogs, retry });

  const noCartTarget = brandHas(appName, 'landingAddsProducts') ? parameters.urlLandingPage : '/';
  const goBack = () => {
    if (hasCart && location.key !== 'default') navigate(-1);
    else go(noCartTarget);
  };

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
            onValuesChange={startNewOrder}
            disabled={busy !== null}
          >
            {!activation && (
              <BillingSection
                form={form}
                locked={locked}
                billingShown={billingShown}
                reference={reference}
                lookups={lookups}
                billingPersonType={billingPersonType}
              />
            )}
            <ServiceSection locked={locked} billingShown={billingShown} reference={reference} lookups={lookups} />
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
              <PaymentButtons
                activation={activation}
                cashAllowed={cashAllowed}
                busy={busy}
                hasCart={hasCart}
                onSubmit={(paymentMethod) => void submit(paymentMethod)}
              />
            </Flex>
          </Form>
        </Col>
        <Col xs={24} lg={8}>
          <PurchaseCartSummary pricedCart={cart.pricedCart} />
        </Col>
      </Row>
      <PurchaseFormDialogs dialogs={dialogs} resetForm={() => form.resetFields()} />
    </PageShell>
  );
}
