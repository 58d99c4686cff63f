import { ModalForm } from '@ant-design/pro-components';
import { Alert, Button, Form, Input } from 'antd';
import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { cancelPurchaseOrder } from '../../../features/payments/api/cancel-purchase-order';
import { ORDERS_TEXT } from '../../../features/payments/payments.messages';
import { useBackoffice } from '../../../shared/backoffice-context';

const T = ORDERS_TEXT.cancel;

interface CancelValues {
  reason?: string;
}

/**
 * "Anular orden" of a paid order (decision 0066): a confirmation that asks for the reason, then the server
 * cancels the order, suspends its licences and credits its invoice. A 409 (reversed or cancelled meanwhile) shows
 * the server's Spanish message; either way the drawer reads the order again.
 */
export function CancelOrderAction(props: { referenceUuid: string; paymentReference: string; onChanged: () => void }) {
  const { client } = useBackoffice();
  const submit = async (values: CancelValues): Promise<boolean> => {
    try {
      await cancelPurchaseOrder(client, props.referenceUuid, { reason: (values.reason ?? '').trim() });
      notify.success(T.done);
      props.onChanged();
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        notify.warning(error.statusMessage);
        props.onChanged();
        return error.status === 409;
      }
      notify.error(T.failed);
      return false;
    }
  };
  return (
    <ModalForm<CancelValues>
      title={T.title(props.paymentReference)}
      width={520}
      trigger={
        <Button danger data-testid="cancel-order">
          {T.action}
        </Button>
      }
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: T.confirm, resetText: T.back } }}
      onFinish={submit}
    >
      <Alert type="warning" showIcon message={T.warning} style={{ marginBottom: 16 }} />
      <Form.Item
        name="reason"
        label={T.reason}
        rules={[
          { required: true, whitespace: true, message: T.reasonRequired },
          { max: 250, message: T.reasonTooLong },
        ]}
      >
        <Input.TextArea rows={3} maxLength={250} showCount />
      </Form.Item>
    </ModalForm>
  );
}
