import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { PAYMENT_REVIEWS_TEXT } from '../../../features/payments/payments.messages';

const T = PAYMENT_REVIEWS_TEXT;

export interface ResolveReviewFormProps {
  paymentReference: string;
  onClose: () => void;
  /** Resolves whether the review was closed (the dialog closes then). */
  onResolve: (note: string) => Promise<boolean>;
}

/** Closing a review item needs a note of what was found at the gateway. */
export function ResolveReviewForm(props: ResolveReviewFormProps) {
  return (
    <ModalForm<{ note?: string }>
      open
      title={T.resolveTitle(props.paymentReference)}
      width={520}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && props.onClose()}
      submitter={{ searchConfig: { submitText: T.resolve, resetText: T.cancel } }}
      onFinish={(values) => props.onResolve((values.note ?? '').trim())}
    >
      <ProFormTextArea
        name="note"
        label={T.note}
        fieldProps={{ maxLength: 500, showCount: true, rows: 4 }}
        rules={[{ required: true, whitespace: true, max: 500, message: T.noteRequired }]}
      />
    </ModalForm>
  );
}
