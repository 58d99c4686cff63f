import { ModalForm, PageContainer, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Input, Space, Tabs, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { dataRequestTypeLabel, type DataRequestView } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { formatDate, notify } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { answerDataRequest, extendDataRequest, listDataRequests } from '../../features/personal-data/api/data-requests';
import { PERSONAL_DATA_TEXT } from '../../features/personal-data/personal-data.messages';
import { AccessLog } from './components/access-log';
import { ConsentHistory } from './components/consent-history';
import { PrivacyPolicyPanel } from './components/privacy-policy-panel';

const T = PERSONAL_DATA_TEXT;

type Dialog = { kind: 'answer' | 'extend'; request: DataRequestView } | null;

/**
 * "Solicitudes de datos personales" (decision 0057): every holder's request with its legal deadline in
 * business days, a warning before it, the answer (mailed and kept) and the one extension with its reason.
 */
export function PersonalDataPage() {
  const { client } = useBackoffice();
  const table = useRef<ActionType>(undefined);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [warnings, setWarnings] = useState(0);

  const act = async (run: () => Promise<string | undefined>): Promise<boolean> => {
    try {
      notify.success((await run()) ?? '');
      setDialog(null);
      await table.current?.reload();
      return true;
    } catch (error) {
      if (error instanceof ApiError && [400, 404, 409, 422].includes(error.status)) notify.warning(error.statusMessage);
      else notify.error(T.serverError);
      return false;
    }
  };

  const columns: ProColumns<DataRequestView>[] = [
    { key: 'number', title: T.columns.number, dataIndex: 'number', width: 150 },
    { key: 'type', title: T.columns.type, dataIndex: 'type', render: (_, row) => dataRequestTypeLabel[row.type] },
    {
      key: 'holder',
      title: T.columns.holder,
      dataIndex: 'holderName',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.holderName}</span>
          <Typography.Text type="secondary">{row.holderEmail}</Typography.Text>
        </Space>
      ),
    },
    { key: 'receivedOn', title: T.columns.receivedOn, dataIndex: 'receivedOn', render: (_, row) => formatDate(row.receivedOn) },
    {
      key: 'dueOn',
      title: T.columns.dueOn,
      dataIndex: 'dueOn',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{formatDate(row.dueOn)}</span>
          {row.businessDaysLeft !== null && (
            <Typography.Text type={row.alert ? 'danger' : 'secondary'}>{T.daysLeft(row.businessDaysLeft)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'state',
      title: T.columns.state,
      dataIndex: 'state',
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag>{T.states[row.state]}</Tag>
          {row.alert && <Tag color="red">{T.alert[row.alert]}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: T.columns.actions,
      valueType: 'option',
      render: (_, row) =>
        row.state === 'RESPONDIDA'
          ? []
          : [
              <Button
                key="answer"
                type="link"
                size="small"
                aria-label={`${T.answer} ${row.number}`}
                onClick={() => setDialog({ kind: 'answer', request: row })}
              >
                {T.answer}
              </Button>,
              !row.extendedOn && (
                <Button
                  key="extend"
                  type="link"
                  size="small"
                  aria-label={`${T.extend} ${row.number}`}
                  onClick={() => setDialog({ kind: 'extend', request: row })}
                >
                  {T.extend}
                </Button>
              ),
            ],
    },
  ];

  const requests = (
    <>
      {warnings > 0 && <Alert type="warning" showIcon message={T.warning(warnings)} style={{ marginBottom: 16 }} />}
      <ProTable<DataRequestView>
        rowKey="number"
        actionRef={table}
        columns={columns}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        params={{ search }}
        toolBarRender={() => [
          <Input.Search
            key="search"
            allowClear
            placeholder={T.search}
            aria-label={T.search}
            style={{ width: 280, maxWidth: '100%' }}
            onSearch={(value) => setSearch(value.trim())}
          />,
        ]}
        expandable={{
          expandedRowRender: (row) => (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={T.detail}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{row.detail}</Typography.Paragraph>
              </Descriptions.Item>
              {row.extensionReason && <Descriptions.Item label={T.extension}>{row.extensionReason}</Descriptions.Item>}
              {row.answer && (
                <Descriptions.Item label={T.answered}>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{row.answer}</Typography.Paragraph>
                </Descriptions.Item>
              )}
            </Descriptions>
          ),
        }}
        request={async (params: Record<string, unknown>) => {
          try {
            const records = await listDataRequests(client, typeof params.search === 'string' && params.search ? params.search : undefined);
            setWarnings(records.filter((row) => row.alert).length);
            return { data: records, total: records.length, success: true };
          } catch {
            notify.error(T.loadError);
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </>
  );

  return (
    <PageContainer title={T.title} content={T.hint}>
      <Tabs
        items={[
          { key: 'requests', label: T.tabs.requests, children: requests },
          { key: 'consents', label: T.tabs.consents, children: <ConsentHistory /> },
          { key: 'access', label: T.tabs.access, children: <AccessLog /> },
          { key: 'policy', label: T.tabs.policy, children: <PrivacyPolicyPanel /> },
        ]}
      />
      {dialog && (
        <ModalForm<{ text?: string }>
          open
          title={dialog.kind === 'answer' ? T.answerTitle(dialog.request.number) : T.extendTitle(dialog.request.number)}
          width={560}
          modalProps={{ destroyOnHidden: true, maskClosable: false }}
          onOpenChange={(open) => !open && setDialog(null)}
          submitter={{ searchConfig: { submitText: T.send } }}
          onFinish={(values) => {
            const text = (values.text ?? '').trim();
            const number = dialog.request.number;
            return act(() =>
              dialog.kind === 'answer' ? answerDataRequest(client, number, text) : extendDataRequest(client, number, text),
            );
          }}
        >
          <ProFormTextArea
            name="text"
            label={dialog.kind === 'answer' ? T.answerLabel : T.reasonLabel}
            fieldProps={{ maxLength: dialog.kind === 'answer' ? 8000 : 1000, showCount: true, rows: 6 }}
            rules={[
              {
                required: true,
                whitespace: true,
                min: 10,
                message: dialog.kind === 'answer' ? T.answerRule : T.reasonRule,
              },
            ]}
          />
        </ModalForm>
      )}
    </PageContainer>
  );
}
