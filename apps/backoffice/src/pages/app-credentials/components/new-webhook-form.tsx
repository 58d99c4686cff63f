import { ModalForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType, type WebhookSecretResult } from '@lic/shared-api-types';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifyCredentialFailure } from '../../../features/app-credentials/api/credential-failure';
import { registerWebhook } from '../../../features/app-credentials/api/webhooks';
import { WEBHOOKS_TEXT } from '../../../features/app-credentials/webhooks.messages';

const T = WEBHOOKS_TEXT;
const eventOptions = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: `${WEBHOOK_EVENT_LABELS[type]} (${type})` }));

interface Values {
  url: string;
  events: WebhookEventType[];
}

/** "Nuevo webhook" for the app shown: its URL and events; the secret (shown once) goes to onCreated. */
export function NewWebhookForm({ appName, onCreated }: { appName: string; onCreated: (created: WebhookSecretResult) => void }) {
  const { client } = useBackoffice();
  return (
    <ModalForm<Values>
      title={T.createTitle}
      width={560}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {T.create}
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: T.createOk, resetText: T.cancel } }}
      onFinish={async (values) => {
        try {
          onCreated(await registerWebhook(client, { appName, url: values.url.trim(), events: values.events }));
          return true;
        } catch (error) {
          notifyCredentialFailure(error);
          return false;
        }
      }}
    >
      <ProFormText
        name="url"
        label={T.url}
        placeholder={T.urlPlaceholder}
        fieldProps={{ maxLength: 2000 }}
        rules={[
          { required: true, whitespace: true, message: T.required },
          { pattern: /^https?:\/\/\S+$/i, message: T.urlInvalid },
        ]}
      />
      <ProFormCheckbox.Group
        name="events"
        label={T.events}
        layout="vertical"
        options={eventOptions}
        rules={[{ required: true, type: 'array', min: 1, message: T.eventsRequired }]}
      />
    </ModalForm>
  );
}
