import { Input, Space, Table, Typography } from 'antd';
import type { PersonalDataAccessView } from '@lic/shared-api-types';
import { formatDateTime, useRemote } from '@lic/web-ui';
import { useState } from 'react';
import { useBackoffice } from '../../../shared/backoffice-context';
import { listPersonalDataAccess } from '../../../features/personal-data/api/data-requests';
import { PERSONAL_DATA_TEXT } from '../../../features/personal-data/personal-data.messages';

const T = PERSONAL_DATA_TEXT;

/** Who read whose personal data, how, from which address, searchable by user, holder or detail. */
export function AccessLog() {
  const { client } = useBackoffice();
  const [search, setSearch] = useState('');
  const log = useRemote([client, search], () => listPersonalDataAccess(client, search || undefined));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{T.accessHint}</Typography.Paragraph>
      <Input.Search
        allowClear
        enterButton
        placeholder={T.accessSearch}
        aria-label={T.accessSearch}
        style={{ maxWidth: 420 }}
        onSearch={(value) => setSearch(value.trim())}
      />
      <Table<PersonalDataAccessView>
        rowKey={(row) => `${row.accessedOn}-${row.userName}-${row.action}-${row.subject}`}
        loading={log.loading}
        dataSource={log.data ?? []}
        locale={{ emptyText: T.accessEmpty }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { key: 'accessedOn', title: T.accessColumns.accessedOn, render: (_, row) => formatDateTime(row.accessedOn) },
          { key: 'userName', title: T.accessColumns.userName, dataIndex: 'userName' },
          { key: 'actor', title: T.accessColumns.actor, render: (_, row) => T.actors[row.actor] },
          { key: 'action', title: T.accessColumns.action, render: (_, row) => T.actions[row.action] ?? row.action },
          { key: 'subject', title: T.accessColumns.subject, dataIndex: 'subject' },
          // The detail (an order's reference and payer, a company's name) can be long: it wraps in a bounded column
          // so that the row stays readable; on a phone the table scrolls sideways inside its card, as the other lists.
          { key: 'detail', title: T.accessColumns.detail, width: 260, render: (_, row) => row.detail ?? T.accessNone },
          { key: 'ip', title: T.accessColumns.ip, render: (_, row) => row.ip ?? T.accessNone },
        ]}
      />
    </Space>
  );
}
