import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { StopOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { LicensePlan } from '@lic/shared-api-types';
import { DETAIL_TEXT } from '../../../features/licences/licences.messages';

const T = DETAIL_TEXT;
/** The server's rule: 5 to 200 characters between the first and the last that are not blank. */
const REASON = /^\s*\S[\s\S]{3,}\S\s*$/;

/** "Suspender" of a plan in force: the reason (shown to staff, the customer and the app), then onSuspend. */
export function SuspendLicencesForm({
  plan,
  onSuspend,
}: {
  plan: LicensePlan;
  /** Resolves true when the licences were suspended (the modal then closes). */
  onSuspend: (purchaseOrderLicenseId: number, reason: string) => Promise<boolean>;
}) {
  return (
    <ModalForm<{ reason: string }>
      title={T.suspendTitle}
      width={520}
      trigger={
        <Button size="small" danger icon={<StopOutlined />} aria-label={`${T.suspend} ${plan.packageName}`}>
          {T.suspend}
        </Button>
      }
      modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true } }}
      submitter={{ searchConfig: { submitText: T.suspendYes, resetText: T.suspendNo } }}
      onFinish={({ reason }) => onSuspend(plan.purchaseOrderLicenseId, reason.trim())}
    >
      <Typography.Paragraph type="secondary">{T.suspendDescription}</Typography.Paragraph>
      <ProFormTextArea
        name="reason"
        label={T.suspendReason}
        placeholder={T.suspendReasonPlaceholder}
        fieldProps={{ maxLength: 200, showCount: true, rows: 3 }}
        rules={[
          { required: true, message: T.suspendReasonRequired },
          { pattern: REASON, message: T.suspendReasonRequired },
          { max: 200, message: T.suspendReasonRequired },
        ]}
      />
    </ModalForm>
  );
}
