import { Alert, Modal, Typography } from 'antd';
import type { WebhookSecretResult } from '@lic/shared-api-types';
import { formatDateTime } from '@lic/web-ui';
import { WEBHOOKS_TEXT } from '../../../features/app-credentials/webhooks.messages';

const T = WEBHOOKS_TEXT;

/** A webhook's signing secret, shown this once (registration or rotation), with a copy button. */
export function WebhookSecretModal({
  shown,
  rotated,
  onClose,
}: {
  shown: WebhookSecretResult | null;
  rotated: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={shown !== null}
      title={rotated ? T.rotatedTitle : T.secretTitle}
      onOk={onClose}
      onCancel={onClose}
      okText={T.close}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      {shown && (
        <>
          <Alert type="warning" showIcon message={T.secretWarning} style={{ marginBottom: 16 }} />
          <Typography.Text strong>{T.secret}: </Typography.Text>
          <Typography.Text copyable={{ text: shown.secret }} code data-testid="webhook-secret">
            {shown.secret}
          </Typography.Text>
          {rotated && (
            <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }} data-testid="previous-secret">
              {shown.previousSecretExpiresOn ? T.previousSigningUntil(formatDateTime(shown.previousSecretExpiresOn)) : T.previousStopped}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
