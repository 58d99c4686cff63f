import { Button, Flex, Modal, Result, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { formatDate } from '@lic/web-ui';
import { PURCHASE_MODAL_TEXTS as T } from '../purchase.messages';

/** The modal categories of storefront.md §4 (approveMailCode is the e-mail verification dialog). */
export type PurchaseDialog =
  | { category: 'cashPaymentPurchase' }
  | { category: 'changeCustomer' }
  | { category: 'registerCashPurchase'; referenceUuid: string }
  | { category: 'activatePlan' }
  | { category: 'errorRegisterPayment'; message: string }
  | { category: 'buyOnlyOneLicense'; message: string; minDateToRenewLicense: string | null }
  | { category: 'licensePendingActivation'; message: string }
  | { category: 'purchaseError'; message: string | null };

export interface PurchaseDialogProps {
  dialog: PurchaseDialog | null;
  /** The brand's display name, for "Ir a ...". */
  appDisplayName: string;
  signedIn: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

function Actions(props: { accept: string; cancel?: string; onAccept: () => void; onCancel: () => void }) {
  return (
    <Flex justify="center" gap={8}>
      {props.cancel !== undefined && <Button onClick={props.onCancel}>{props.cancel}</Button>}
      <Button type="primary" onClick={props.onAccept}>
        {props.accept}
      </Button>
    </Flex>
  );
}

function content({ dialog, appDisplayName, signedIn, onAccept, onCancel }: PurchaseDialogProps & { dialog: PurchaseDialog }): ReactNode {
  switch (dialog.category) {
    case 'cashPaymentPurchase':
      return (
        <Result
          icon={<MailOutlined />}
          title={T.cashTitle}
          subTitle={T.cashText}
          extra={<Actions accept={T.cashSend} cancel={T.cancel} onAccept={onAccept} onCancel={onCancel} />}
        />
      );
    case 'changeCustomer':
      return (
        <Result
          status="warning"
          title={T.changeCustomerTitle}
          subTitle={T.changeCustomerText}
          extra={<Actions accept={T.continue} cancel={T.cancel} onAccept={onAccept} onCancel={onCancel} />}
        />
      );
    case 'registerCashPurchase':
      return <Result status="success" title={T.cashSent} extra={<Actions accept={T.accept} onAccept={onAccept} onCancel={onCancel} />} />;
    case 'activatePlan':
      return (
        <Result
          status="info"
          title={T.activeAccountTitle}
          subTitle={T.activeAccountText}
          extra={<Actions accept={T.goTo(appDisplayName)} onAccept={onAccept} onCancel={onCancel} />}
        />
      );
    case 'errorRegisterPayment':
      return (
        <Result status="error" subTitle={dialog.message} extra={<Actions accept={T.accept} onAccept={onAccept} onCancel={onCancel} />} />
      );
    case 'buyOnlyOneLicense':
      return (
        <Result
          status="warning"
          title={dialog.message}
          subTitle={
            <>
              {dialog.minDateToRenewLicense && (
                <Typography.Paragraph>{T.minRenewalDate(formatDate(dialog.minDateToRenewLicense))}</Typography.Paragraph>
              )}
              <Typography.Paragraph type="secondary">{T.additionalLicenceHint}</Typography.Paragraph>
            </>
          }
          extra={<Actions accept={signedIn ? T.goToMyPlan : T.signIn} onAccept={onAccept} onCancel={onCancel} />}
        />
      );
    case 'licensePendingActivation':
      return (
        <Result
          status="warning"
          title={T.somethingWrong}
          subTitle={
            <>
              {dialog.message !== '' && <Typography.Paragraph>{dialog.message}</Typography.Paragraph>}
              <Typography.Paragraph type="secondary">{T.contactSupport}</Typography.Paragraph>
            </>
          }
          extra={<Actions accept={T.understood} onAccept={onAccept} onCancel={onCancel} />}
        />
      );
    case 'purchaseError':
      return (
        <Result
          status="error"
          title={T.sorry}
          subTitle={
            <>
              <Typography.Paragraph>{dialog.message ?? T.purchaseFailed}</Typography.Paragraph>
              <Typography.Paragraph strong>{T.encourage}</Typography.Paragraph>
            </>
          }
          extra={<Actions accept={T.buyNow} onAccept={onAccept} onCancel={onCancel} />}
        />
      );
  }
}

/** The purchase form's result and confirmation dialogs. Closing one counts as cancelling it. */
export function PurchaseDialogModal(props: PurchaseDialogProps) {
  const { dialog } = props;
  // After registering a cash order the only way out is the summary.
  const closable = dialog !== null && dialog.category !== 'registerCashPurchase';
  return (
    <Modal
      open={dialog !== null}
      footer={null}
      closable={closable}
      maskClosable={false}
      onCancel={props.onCancel}
      destroyOnHidden
      width={520}
    >
      {dialog !== null && content({ ...props, dialog })}
    </Modal>
  );
}
