import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { appDisplayName } from './app-display-name';
import { APP_CREDENTIALS_TEXT } from '../../../features/app-credentials/app-credentials.messages';

const T = APP_CREDENTIALS_TEXT;

/** The new credential with its secret, shown this once, with copy buttons and the warning that it will not be shown again. */
export function CreatedSecretModal({ created, onClose }: { created: CreatedAppCredential | null; onClose: () => void }) {
  return (
    <Modal
      open={created !== null}
      title={T.createdTitle}
      onOk={onClose}
      onCancel={onClose}
      okText={T.close}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      {created && (
        <>
          <Alert type="warning" showIcon message={T.secretWarning} style={{ marginBottom: 16 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={T.columns.app}>{appDisplayName(created.appName)}</Descriptions.Item>
            <Descriptions.Item label={T.columns.clientId}>
              <Typography.Text copyable code>
                {created.clientId}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={T.clientSecret}>
              <Typography.Text copyable={{ text: created.clientSecret }} code>
                {created.clientSecret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
