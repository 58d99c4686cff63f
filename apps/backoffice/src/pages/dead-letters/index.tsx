import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Typography } from 'antd';
import { useRef } from 'react';
import type { DeadLetterView } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { listDeadLetters } from '../../features/dead-letters/api/list-dead-letters';
import { replayDeadLetter } from '../../features/dead-letters/api/replay-dead-letter';
import { DEAD_LETTERS_TEXT } from '../../features/dead-letters/dead-letters.messages';
import { showTotalOf } from '../../shared/table-pagination';
import { TABLE_COUNTS } from '../../shared/table-counts.messages';

const T = DEAD_LETTERS_TEXT;
const PAGE_SIZE = 20;

/**
 * "Entregas fallidas" (full access only): deliveries of integration events that failed every attempt,
 * with the last error, and "Reintentar", which queues one again (docs/api/operations.md).
 */
export function DeadLettersPage() {
  const { client } = useBackoffice();
  const table = useRef<ActionType>(undefined);

  const replay = async (row: DeadLetterView) => {
    try {
      await replayDeadLetter(client, row.id);
      notify.success(T.replayed);
    } catch (error) {
      if (error instanceof ApiError && [400, 404].includes(error.status)) notify.warning(error.statusMessage);
      else notify.error(T.serverError);
    }
    await table.current?.reload();
  };

  const columns: ProColumns<DeadLetterView>[] = [
    { key: 'eventName', title: T.columns.eventName, dataIndex: 'eventName' },
    { key: 'subscriber', title: T.columns.subscriber, dataIndex: 'subscriber' },
    { key: 'attempts', title: T.columns.attempts, dataIndex: 'attempts', align: 'right', width: 90 },
    {
      key: 'lastError',
      title: T.columns.lastError,
      dataIndex: 'lastError',
      render: (_, row) => (
        <Typography.Text type="danger" ellipsis={{ tooltip: row.lastError }} style={{ maxWidth: 260 }}>
          {row.lastError}
        </Typography.Text>
      ),
    },
    {
      key: 'orderReference',
      title: T.columns.orderReference,
      dataIndex: 'orderReference',
      render: (_, row) => row.orderReference ?? T.noOrder,
    },
    { key: 'occurredOn', title: T.columns.occurredOn, dataIndex: 'occurredOn', render: (_, row) => formatDateTime(row.occurredOn) },
    {
      key: 'firstAttemptOn',
      title: T.columns.firstAttemptOn,
      dataIndex: 'firstAttemptOn',
      render: (_, row) => formatDateTime(row.firstAttemptOn),
    },
    { key: 'failedOn', title: T.columns.failedOn, dataIndex: 'failedOn', render: (_, row) => formatDateTime(row.failedOn) },
    {
      key: 'actions',
      title: T.columns.actions,
      valueType: 'option',
      fixed: 'right',
      render: (_, row) => [
        <Popconfirm key="replay" title={T.replayConfirm} okText={T.replayYes} cancelText={T.replayNo} onConfirm={() => replay(row)}>
          <Button type="link" size="small" aria-label={`${T.replay} ${row.subscriber} ${row.orderReference ?? ''}`.trim()}>
            {T.replay}
          </Button>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer title={T.title} content={T.hint}>
      <ProTable<DeadLetterView>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.deadLetters) }}
        locale={{ emptyText: T.empty }}
        scroll={{ x: 'max-content' }}
        request={async (params) => {
          try {
            const { records, count } = await listDeadLetters(client, params.current ?? 1, params.pageSize ?? PAGE_SIZE);
            return { data: records, total: count, success: true };
          } catch {
            notify.error(T.loadError);
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </PageContainer>
  );
}
