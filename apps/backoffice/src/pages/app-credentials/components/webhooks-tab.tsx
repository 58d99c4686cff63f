import { Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookSecretResult, type WebhookView } from '@lic/shared-api-types';
import { brandHas } from '@lic/shared-rules';
import { brandCodes, brands, formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifyCredentialFailure } from '../../../features/app-credentials/api/credential-failure';
import { disableWebhook, sendWebhookTestEvent, useWebhooks } from '../../../features/app-credentials/api/webhooks';
import { WEBHOOKS_TEXT } from '../../../features/app-credentials/webhooks.messages';
import { NewWebhookForm } from './new-webhook-form';
import { RotateWebhookSecretForm } from './rotate-webhook-secret-form';
import { StateTag } from './state-tag';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookSecretModal } from './webhook-secret-modal';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

const T = WEBHOOKS_TEXT;
const TABLE_MIN_WIDTH = 960;
/** The apps that may have webhooks: the brands whose apps consume licences (as credentials; the server's WEBHOOK_APPS). */
const appOptions = brandCodes
  .filter((code) => brandHas(code, 'consumesLicences'))
  .map((code) => ({ value: code, label: brands[code].displayName }));

/** "Webhooks" of "Credenciales de apps": the app's webhooks, a new one, its secret once, disable, rotate, the delivery log. */
export function WebhooksTab() {
  const { client } = useBackoffice();
  const [appName, setAppName] = useState<string>(appOptions[0]?.value ?? 'colfactura');
  const webhooks = useWebhooks(appName);
  const [secret, setSecret] = useState<{ shown: WebhookSecretResult; rotated: boolean } | null>(null);
  const [logOf, setLogOf] = useState<WebhookView | null>(null);

  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      notifyCredentialFailure(error);
    }
    await webhooks.reload();
  };
  const disable = (row: WebhookView) =>
    act(async () => {
      await disableWebhook(client, row.id);
      notify.success(T.disabled);
    });
  const sendTest = (row: WebhookView) =>
    act(async () => {
      await sendWebhookTestEvent(client, row.id);
      notify.success(T.testSent);
      setLogOf(row);
    });

  return (
    <>
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <label htmlFor="webhooks-app">{T.app}</label>
          <Select id="webhooks-app" aria-label={T.app} style={{ width: 200 }} value={appName} options={appOptions} onChange={setAppName} />
        </Space>
        <NewWebhookForm
          appName={appName}
          onCreated={(created) => {
            setSecret({ shown: created, rotated: false });
            void webhooks.reload();
          }}
        />
      </Space>
      <Table<WebhookView>
        rowKey="id"
        loading={webhooks.loading}
        dataSource={webhooks.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.webhooks) }}
        // On a phone the table scrolls sideways rather than breaking its headings mid-word.
        scroll={{ x: TABLE_MIN_WIDTH }}
        locale={{ emptyText: webhooks.error ? T.loadError : T.empty }}
        columns={[
          { key: 'url', title: T.columns.url, dataIndex: 'url', ellipsis: true },
          {
            key: 'events',
            title: T.columns.events,
            dataIndex: 'events',
            render: (_, row) => row.events.map((type) => <Tag key={type}>{WEBHOOK_EVENT_LABELS[type] ?? type}</Tag>),
          },
          {
            key: 'state',
            title: T.columns.state,
            render: (_, row) =>
              row.active ? (
                <StateTag tone="success">{T.states.active}</StateTag>
              ) : (
                <StateTag tone="neutral" title={row.disabledOn ? formatDateTime(row.disabledOn) : undefined}>
                  {T.states.disabled}
                </StateTag>
              ),
          },
          { key: 'createdOn', title: T.columns.createdOn, render: (_, row) => formatDateTime(row.createdOn) },
          {
            key: 'actions',
            title: T.columns.actions,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setLogOf(row)} aria-label={`${T.deliveries} ${row.url}`}>
                  {T.deliveries}
                </Button>
                {row.active && (
                  <Button type="link" size="small" onClick={() => void sendTest(row)} aria-label={`${T.sendTest} ${row.url}`}>
                    {T.sendTest}
                  </Button>
                )}
                {row.active && (
                  <RotateWebhookSecretForm
                    webhook={row}
                    onRotated={(rotated) => {
                      setSecret({ shown: rotated, rotated: true });
                      void webhooks.reload();
                    }}
                  />
                )}
                {row.active && (
                  <Popconfirm
                    title={T.disableConfirm}
                    okText={T.disableYes}
                    cancelText={T.no}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => disable(row)}
                  >
                    <Button type="link" danger size="small">
                      {T.disable}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <WebhookSecretModal shown={secret?.shown ?? null} rotated={secret?.rotated ?? false} onClose={() => setSecret(null)} />
      <WebhookDeliveriesDrawer webhook={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
