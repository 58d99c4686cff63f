import { ModalForm, ProFormSelect } from '@ant-design/pro-components';
import { Button, Typography } from 'antd';
import { WEBHOOK_ROTATION_GRACE_SECONDS, type WebhookSecretResult, type WebhookView } from '@lic/shared-api-types';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifyCredentialFailure } from '../../../features/app-credentials/api/credential-failure';
import { rotateWebhookSecret } from '../../../features/app-credentials/api/webhooks';
import { WEBHOOKS_TEXT } from '../../../features/app-credentials/webhooks.messages';

const T = WEBHOOKS_TEXT;

/** "Rotar secreto": how long the replaced secret keeps signing beside the new one (24 h unless chosen); the new one goes to onRotated. */
export function RotateWebhookSecretForm({
  webhook,
  onRotated,
}: {
  webhook: WebhookView;
  onRotated: (rotated: WebhookSecretResult) => void;
}) {
  const { client } = useBackoffice();
  return (
    <ModalForm<{ graceSeconds: number }>
      title={T.rotateTitle}
      width={520}
      trigger={
        <Button type="link" size="small" aria-label={`${T.rotate} ${webhook.url}`}>
          {T.rotate}
        </Button>
      }
      initialValues={{ graceSeconds: WEBHOOK_ROTATION_GRACE_SECONDS }}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: T.rotateYes, resetText: T.cancel } }}
      onFinish={async ({ graceSeconds }) => {
        try {
          onRotated(await rotateWebhookSecret(client, webhook.id, graceSeconds));
          return true;
        } catch (error) {
          notifyCredentialFailure(error);
          return false;
        }
      }}
    >
      <Typography.Paragraph type="secondary">{T.rotateHint}</Typography.Paragraph>
      <ProFormSelect
        name="graceSeconds"
        label={T.rotateGrace}
        options={[...T.graceOptions]}
        allowClear={false}
        rules={[{ required: true }]}
      />
    </ModalForm>
  );
}
