import { Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { ConsentView } from '@lic/shared-api-types';
import { formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { listConsents } from '../../../features/personal-data/api/data-requests';
import { PERSONAL_DATA_TEXT } from '../../../features/personal-data/personal-data.messages';

const T = PERSONAL_DATA_TEXT;

/** A holder's consent history: searched by document (digits) or user name. */
export function ConsentHistory() {
  const { client } = useBackoffice();
  const [rows, setRows] = useState<ConsentView[] | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async (value: string) => {
    const text = value.trim();
    if (!text) return;
    setLoading(true);
    try {
      setRows(await listConsents(client, /^\d+$/.test(text) ? { documentNumber: text } : { userName: text }));
    } catch {
      notify.error(T.loadError);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{T.consentHint}</Typography.Paragraph>
      <Input.Search
        allowClear
        enterButton
        placeholder={T.consentSearch}
        aria-label={T.consentSearch}
        style={{ maxWidth: 420 }}
        onSearch={search}
      />
      <Table<ConsentView>
        rowKey="id"
        loading={loading}
        dataSource={rows ?? []}
        locale={{ emptyText: T.consentEmpty }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { key: 'acceptedOn', title: T.consentColumns.acceptedOn, render: (_, row) => formatDateTime(row.acceptedOn) },
          { key: 'appName', title: T.consentColumns.appName, dataIndex: 'appName' },
          { key: 'form', title: T.consentColumns.form, render: (_, row) => T.forms[row.form] },
          { key: 'version', title: T.consentColumns.version, dataIndex: 'policyVersion', align: 'right' },
          {
            key: 'holder',
            title: T.consentColumns.holder,
            render: (_, row) => [row.holderName, row.holderEmail, row.documentNumber].filter(Boolean).join(' · ') || '—',
          },
          { key: 'userName', title: T.consentColumns.userName, render: (_, row) => row.userName ?? '—' },
          { key: 'ip', title: T.consentColumns.ip, render: (_, row) => row.ip ?? '—' },
        ]}
      />
    </Space>
  );
}
