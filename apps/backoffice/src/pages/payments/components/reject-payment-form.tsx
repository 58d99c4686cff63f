import { ModalForm } from '@ant-design/pro-components';
import { Form, Select } from 'antd';
import { PAYMENTS_TEXT } from '../../../features/payments/payments.messages';
import type { RejectType } from '@lic/shared-api-types';

interface RejectValues {
  rejectTypeId?: number;
}

export interface RejectPaymentFormProps {
  paymentReference: string;
  rejectTypes: RejectType[];
  loading: boolean;
  onClose: () => void;
  /** Resolves whether the rejection went through (the dialog closes then). */
  onReject: (rejectTypeId: number) => Promise<boolean>;
}

/** Rejecting a cash payment needs a reason (backoffice-catalogue.md §5: "Debes seleccionar un motivo de rechazo"). */
export function RejectPaymentForm(props: RejectPaymentFormProps) {
  return (
    <ModalForm<RejectValues>
      open
      title={PAYMENTS_TEXT.rejectTitle(props.paymentReference)}
      width={480}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && props.onClose()}
      submitter={{ searchConfig: { submitText: PAYMENTS_TEXT.reject, resetText: PAYMENTS_TEXT.cancel } }}
      onFinish={(values) => props.onReject(values.rejectTypeId as number)}
    >
      <Form.Item
        name="rejectTypeId"
        label={PAYMENTS_TEXT.rejectReason}
        rules={[{ required: true, message: PAYMENTS_TEXT.rejectReasonRequired }]}
      >
        <Select
          placeholder="Seleccione"
          loading={props.loading}
          options={props.rejectTypes.map((type) => ({ value: type.id, label: type.rejectTypeDescription }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
