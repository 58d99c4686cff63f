import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Tabs } from 'antd';
import { useRef, useState } from 'react';
import type { AppCredentialView, CreatedAppCredential } from '@lic/shared-api-types';
import { formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { notifyCredentialFailure } from '../../features/app-credentials/api/credential-failure';
import { listAppCredentials } from '../../features/app-credentials/api/list-app-credentials';
import { revokeAppCredential } from '../../features/app-credentials/api/revoke-app-credential';
import { APP_CREDENTIALS_TEXT } from '../../features/app-credentials/app-credentials.messages';
import { useActorName } from '../../features/catalogue/api/get-user-by-name-id';
import { appDisplayName } from './components/app-display-name';
import { CreatedSecretModal } from './components/created-secret-modal';
import { NewCredentialForm } from './components/new-credential-form';
import { StateTag } from './components/state-tag';
import { WebhooksTab } from './components/webhooks-tab';
import { WEBHOOKS_TEXT } from '../../features/app-credentials/webhooks.messages';
import { showTotalOf } from '../../shared/table-pagination';
import { TABLE_COUNTS } from '../../shared/table-counts.messages';

const T = APP_CREDENTIALS_TEXT;

/** The creator as staff read it: the staff user's name, or what created it ("Sistema (…)"). */
function ActorName({ actor }: { actor: string }) {
  return <>{useActorName(actor) ?? ''}</>;
}
/** The width the credentials list needs to read well (the 1440 px layout gives it about 1,090). */
const CREDENTIALS_TABLE_MIN_WIDTH = 960;

/**
 * "Credenciales de apps" (privilege LICENSES): the credentials the apps report consumption with
 * (design.md §5). A new one shows its secret once; revoking asks first.
 */
export function AppCredentialsPage() {
  const { client } = useBackoffice();
  const table = useRef<ActionType>(undefined);
  const [created, setCreated] = useState<CreatedAppCredential | null>(null);

  const revoke = async (row: AppCredentialView) => {
    try {
      await revokeAppCredential(client, row.id);
      notify.success(T.revoked);
    } catch (error) {
      notifyCredentialFailure(error);
    }
    await table.current?.reload();
  };

  const columns: ProColumns<AppCredentialView>[] = [
    { key: 'app', title: T.columns.app, dataIndex: 'appName', render: (_, row) => appDisplayName(row.appName) },
    { key: 'clientId', title: T.columns.clientId, dataIndex: 'clientId', copyable: true },
    { key: 'description', title: T.columns.description, dataIndex: 'description', ellipsis: true },
    { key: 'createdBy', title: T.columns.createdBy, dataIndex: 'createdBy', render: (_, row) => <ActorName actor={row.createdBy} /> },
    { key: 'createdOn', title: T.columns.createdOn, dataIndex: 'createdOn', render: (_, row) => formatDateTime(row.createdOn) },
    {
      key: 'lastUsedOn',
      title: T.columns.lastUsedOn,
      dataIndex: 'lastUsedOn',
      render: (_, row) => (row.lastUsedOn ? formatDateTime(row.lastUsedOn) : T.never),
    },
    {
      key: 'state',
      title: T.columns.state,
      dataIndex: 'revokedOn',
      render: (_, row) =>
        row.revokedOn ? (
          <StateTag tone="neutral" title={formatDateTime(row.revokedOn)}>
            {T.states.revoked}
          </StateTag>
        ) : (
          // The webhooks tab's readable tones: antd's preset green text on its light green fails WCAG AA (2.2:1).
          <StateTag tone="success">{T.states.active}</StateTag>
        ),
    },
    {
      key: 'actions',
      title: T.columns.actions,
      valueType: 'option',
      render: (_, row) =>
        row.revokedOn
          ? []
          : [
              <Popconfirm
                key="revoke"
                title={T.revokeConfirm}
                okText={T.revokeYes}
                cancelText={T.revokeNo}
                okButtonProps={{ danger: true }}
                onConfirm={() => revoke(row)}
              >
                <Button type="link" danger size="small" aria-label={`${T.revoke} ${row.clientId}`}>
                  {T.revoke}
                </Button>
              </Popconfirm>,
            ],
    },
  ];

  const credentials = (
    <>
      <ProTable<AppCredentialView>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.credentials) }}
        // On a phone the eight columns scroll sideways inside the card instead of breaking their words letter by letter.
        scroll={{ x: CREDENTIALS_TABLE_MIN_WIDTH }}
        locale={{ emptyText: T.empty }}
        request={async () => {
          try {
            const records = await listAppCredentials(client);
            return { data: records, total: records.length, success: true };
          } catch {
            notify.error(T.loadError);
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() => [
          <NewCredentialForm
            key="new"
            onCreated={(credential) => {
              setCreated(credential);
              void table.current?.reload();
            }}
          />,
        ]}
      />
      <CreatedSecretModal created={created} onClose={() => setCreated(null)} />
    </>
  );

  return (
    <PageContainer title={T.title} content={T.hint}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'credentials', label: WEBHOOKS_TEXT.credentialsTab, children: credentials },
          { key: 'webhooks', label: WEBHOOKS_TEXT.tab, children: <WebhooksTab /> },
        ]}
      />
    </PageContainer>
  );
}
