import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageShell, PaymentRecheckCountdown, PaymentResult, useBrand } from '@lic/web-ui';
import { useAppParameters } from '../../app-parameters';
import { useCart, useCartNavigation } from '../../cart';
import type { PaymentRetryState } from '../../purchase';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { useStoreExit } from '../hooks/use-store-exit';
import { isErrorCode, MAX_RECHECKS, pollingRequested, retryOffered, STATUS_CODES, statusCodeOf, statusKindOf } from '../payment-status';
import { ORDER_NOT_FOUND, PAYMENT_STATUS_TEXTS as T } from '../payment-status.messages';

/**
 * The payment status page (storefront.md §2, §4 Payment status polling): success, failure or pending
 * ("¡Licencia pendiente por activar!") for the order in :refererenceUuid. While polling, a pending payment
 * counts down and checks again; the OK16 popup shows when an order reached here from a purchase.
 */
export function PaymentStatusPage() {
  const { refererenceUuid = '' } = useParams();
  const location = useLocation();
  const [polling] = useState(() => pollingRequested(location.search, location.state));
  const { parameters, loaded } = useAppParameters();
  const brand = useBrand();
  const go = useCartNavigation();
  const toStore = useStoreExit();
  const [popupClosed, setPopupClosed] = useState(false);
  const state = usePaymentStatus({
    referenceUuid: refererenceUuid,
    polling,
    countdownSeconds: parameters.paymentStatusCountdownSeconds,
    ready: loaded,
  });
  const { answer } = state;
  const navigate = useNavigate();
  const { paymentRetryOf, completePurchase } = useCart();
  const [keptForRetry, setKeptForRetry] = useState(false);
  const settledStatus = answer?.kind === 'status' ? answer.status : null;
  const settledKind = settledStatus ? statusKindOf(settledStatus) : null;

  // Decision 0018: the cart kept for this order is emptied once its payment succeeded; otherwise it waits for a retry.
  useEffect(() => {
    if (settledKind === null) return;
    let live = true;
    if (settledKind === 'success') void completePurchase(refererenceUuid);
    else void paymentRetryOf(refererenceUuid).then((found) => live && setKeptForRetry(found !== null));
    return () => {
      live = false;
    };
  }, [settledKind, refererenceUuid, completePurchase, paymentRetryOf]);

  const retryButton = (pending: boolean) => {
    if (settledStatus === null || !retryOffered(settledStatus, keptForRetry)) return null;
    const retryState: PaymentRetryState = { retryOf: refererenceUuid, pending };
    return (
      <Button type="primary" onClick={() => navigate('/registerPurchaseOrder', { state: retryState })}>
        {T.retryPayment}
      </Button>
    );
  };

  if (answer === null) {
    return (
      <PageShell>
        <Flex vertical align="center" gap={16} style={{ padding: '64px 0' }}>
          <Spin size="large" />
          <Typography.Text>{T.loading}</Typography.Text>
        </Flex>
      </PageShell>
    );
  }

  if (answer.kind !== 'status') {
    const message = answer.kind === 'missing' ? ORDER_NOT_FOUND : answer.message;
    const retry = answer.kind === 'error' && answer.retry;
    return (
      <PageShell>
        <PaymentResult
          kind="failure"
          title={T.sorry}
          message={message}
          actions={
            retry ? (
              <Button type="primary" loading={state.checking} onClick={state.checkAgain}>
                {T.checkAgain}
              </Button>
            ) : (
              <Button type="primary" onClick={toStore}>
                {T.backToStore}
              </Button>
            )
          }
        />
      </PageShell>
    );
  }

  const { status } = answer;
  const code = statusCodeOf(status);
  const kind = statusKindOf(status);
  const externalApp = status.resultData?.urlBaseExternalApp || parameters.urlLandingPage;
  const goToApp = () => go(externalApp);

  if (kind === 'success') {
    return (
      <PageShell>
        <PaymentResult
          kind="success"
          title={code === STATUS_CODES.activated ? T.activationSuccess : T.paymentSuccess}
          message={status.resultMessage}
          actions={
            <Button type="primary" onClick={goToApp}>
              {T.goTo(brand.displayName)}
            </Button>
          }
        />
        <Modal
          open={polling && code === STATUS_CODES.activeAccount && !popupClosed}
          footer={null}
          centered
          width={460}
          onCancel={() => setPopupClosed(true)}
        >
          <Result
            status="info"
            title={T.activeAccountTitle}
            subTitle={T.activeAccountText}
            extra={
              <Button type="primary" onClick={goToApp}>
                {T.goTo(brand.displayName)}
              </Button>
            }
          />
        </Modal>
      </PageShell>
    );
  }

  if (kind === 'failure') {
    return (
      <PageShell>
        <PaymentResult
          kind="failure"
          title={T.sorry}
          message={status.resultMessage}
          actions={
            isErrorCode(code) ? (
              <Flex gap={8} wrap justify="center">
                {retryButton(false)}
                <Button type={retryOffered(status, keptForRetry) ? 'default' : 'primary'} onClick={toStore}>
                  {T.backToStore}
                </Button>
              </Flex>
            ) : undefined
          }
        />
      </PageShell>
    );
  }

  return (
    <PageShell>
      <PaymentResult
        kind="pending"
        title={T.pending}
        message={status.resultMessage}
        actions={
          <Flex gap={8} wrap justify="center">
            {retryButton(true)}
            {!polling && (
              <Button type={retryOffered(status, keptForRetry) ? 'default' : 'primary'} onClick={toStore}>
                {T.accept}
              </Button>
            )}
          </Flex>
        }
      >
        {polling && (
          <PaymentRecheckCountdown
            secondsLeft={state.secondsLeft}
            totalSeconds={parameters.paymentStatusCountdownSeconds}
            rechecks={state.rechecks}
            maxRechecks={MAX_RECHECKS}
          />
        )}
      </PaymentResult>
    </PageShell>
  );
}
