import { Button, Drawer, Space, Table, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import {
  WEBHOOK_DELIVERY_EVENT_LABELS,
  type WebhookDeliveryLogEntry,
  type WebhookDeliveryState,
  type WebhookView,
} from '@lic/shared-api-types';
import { formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { notifyCredentialFailure } from '../../../features/app-credentials/api/credential-failure';
import { replayWebhookDelivery, useWebhookDeliveries } from '../../../features/app-credentials/api/webhooks';
import { WEBHOOKS_TEXT } from '../../../features/app-credentials/webhooks.messages';
import { StateTag, type StateTone } from './state-tag';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

const T = WEBHOOKS_TEXT.log;
const STATE_TONES: Record<WebhookDeliveryState, StateTone> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
  cancelled: 'neutral',
};

/** The delivery log of one webhook: event, date, attempts, last status; each attempt when expanded; "Reenviar". */
export function WebhookDeliveriesDrawer({ webhook, onClose }: { webhook: WebhookView | null; onClose: () => void }) {
  const { client } = useBackoffice();
  const deliveries = useWebhookDeliveries(webhook?.id ?? null);

  const replay = async (delivery: WebhookDeliveryLogEntry) => {
    try {
      await replayWebhookDelivery(client, delivery.id);
      notify.success(T.replayed);
    } catch (error) {
      notifyCredentialFailure(error);
    }
    await deliveries.reload();
  };

  return (
    <Drawer
      open={webhook !== null}
      onClose={onClose}
      // Wide enough on a desktop for every column of the log, Acciones included; a phone gets the whole screen.
      width={1100}
      title={T.title}
      destroyOnHidden
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void deliveries.reload()}>
          {T.reload}
        </Button>
      }
    >
      {webhook && (
        <Typography.Paragraph type="secondary" copyable={{ text: webhook.url }}>
          {webhook.url}
        </Typography.Paragraph>
      )}
      <Table<WebhookDeliveryLogEntry>
        rowKey="id"
        size="small"
        loading={deliveries.loading}
        dataSource={deliveries.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.deliveries) }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: deliveries.error ? WEBHOOKS_TEXT.loadError : T.empty }}
        expandable={{
          rowExpandable: (row) => row.log.length > 0,
          expandedRowRender: (row) => (
            <Table
              rowKey={(attempt) => attempt.attemptedOn}
              size="small"
              pagination={false}
              dataSource={row.log.map((attempt, index) => ({ ...attempt, number: index + 1 }))}
              columns={[
                { key: 'n', title: T.attempt, dataIndex: 'number', width: 70 },
                { key: 'date', title: T.date, dataIndex: 'attemptedOn', render: (value: string) => formatDateTime(value) },
                { key: 'status', title: T.status, dataIndex: 'statusCode', render: (value: number | null) => value ?? T.noAnswer },
                { key: 'duration', title: T.duration, dataIndex: 'durationMs', render: (value: number) => `${value} ms` },
                { key: 'answer', title: T.answer, dataIndex: 'responseExcerpt', ellipsis: true },
                { key: 'error', title: T.error, dataIndex: 'error', ellipsis: true },
              ]}
            />
          ),
        }}
        columns={[
          {
            key: 'event',
            title: T.event,
            dataIndex: 'eventType',
            render: (_, row) => WEBHOOK_DELIVERY_EVENT_LABELS[row.eventType] ?? row.eventType,
          },
          { key: 'date', title: T.date, dataIndex: 'createdOn', render: (_, row) => formatDateTime(row.createdOn) },
          { key: 'attempts', title: T.attempts, dataIndex: 'attempts' },
          {
            key: 'lastStatus',
            title: T.lastStatus,
            render: (_, row) => (
              <Space size={4}>
                <StateTag tone={STATE_TONES[row.state]}>{T.states[row.state]}</StateTag>
                <span>{row.lastStatus ?? (row.attempts ? T.noAnswer : '')}</span>
              </Space>
            ),
          },
          {
            key: 'lastAnswer',
            title: T.lastAnswer,
            dataIndex: 'lastResponseExcerpt',
            width: 200,
            ellipsis: true,
            render: (_, row) =>
              row.lastResponseExcerpt ? <Typography.Text code>{row.lastResponseExcerpt.slice(0, 120)}</Typography.Text> : T.none,
          },
          {
            key: 'nextAttempt',
            title: T.nextAttempt,
            render: (_, row) => (row.nextAttemptOn ? formatDateTime(row.nextAttemptOn) : T.none),
          },
          {
            key: 'actions',
            title: T.actions,
            render: (_, row) =>
              webhook?.active && row.state !== 'pending' ? (
                <Button type="link" size="small" onClick={() => void replay(row)} aria-label={`${T.replay} ${row.eventId}`}>
                  {T.replay}
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
