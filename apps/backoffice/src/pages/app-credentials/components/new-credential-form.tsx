import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { brandHas } from '@lic/shared-rules';
import { brandCodes, brands } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { createAppCredential } from '../../../features/app-credentials/api/create-app-credential';
import { notifyCredentialFailure } from '../../../features/app-credentials/api/credential-failure';
import { APP_CREDENTIALS_TEXT } from '../../../features/app-credentials/app-credentials.messages';

const T = APP_CREDENTIALS_TEXT;
/** The apps that report consumption (consumesLicences): every brand but the generic license store. */
const appOptions = brandCodes
  .filter((code) => brandHas(code, 'consumesLicences'))
  .map((code) => ({ value: code, label: brands[code].displayName }));

interface Values {
  appName: string;
  description: string;
}

/** "Nueva credencial": the app and a description; the created credential (with its secret) goes to onCreated. */
export function NewCredentialForm({ onCreated }: { onCreated: (created: CreatedAppCredential) => void }) {
  const { client } = useBackoffice();
  return (
    <ModalForm<Values>
      title={T.createTitle}
      width={520}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {T.create}
        </Button>
      }
      modalProps={{ destroyOnHidden: true, okText: T.createOk, cancelText: T.cancel }}
      submitter={{ searchConfig: { submitText: T.createOk, resetText: T.cancel } }}
      onFinish={async (values) => {
        try {
          onCreated(await createAppCredential(client, { appName: values.appName, description: values.description.trim() }));
          return true;
        } catch (error) {
          notifyCredentialFailure(error);
          return false;
        }
      }}
    >
      <ProFormSelect name="appName" label={T.app} options={appOptions} rules={[{ required: true, message: T.required }]} />
      <ProFormTextArea
        name="description"
        label={T.description}
        placeholder={T.descriptionPlaceholder}
        fieldProps={{ maxLength: 200, showCount: true }}
        rules={[
          { required: true, whitespace: true, message: T.required },
          { max: 200, message: T.maxDescription },
        ]}
      />
    </ModalForm>
  );
}
