import { Button, Card, Descriptions, List, Space, Typography } from 'antd';
import { useState } from 'react';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { formatDate, formatDateTime, notify } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { downloadMyPersonalData, getMyPersonalData, getMyPersonalDataCsv } from '../api/privacy-api';
import { PRIVACY_TEXT as T } from '../privacy.messages';

function download(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** "Lo que sabemos de ti": the export on screen, and its download as JSON, CSV, PDF or .xlsx (each one is logged). */
export function MyDataSummary() {
  const { client } = useStorefront();
  const [data, setData] = useState<PersonalDataExport | null>(null);
  const [busy, setBusy] = useState<'view' | 'json' | 'csv' | 'pdf' | 'xlsx' | null>(null);

  const run = async (kind: 'view' | 'json' | 'csv' | 'pdf' | 'xlsx') => {
    if (busy) return;
    setBusy(kind);
    try {
      const day = new Date().toISOString().slice(0, 10);
      if (kind === 'pdf' || kind === 'xlsx') await downloadMyPersonalData(kind, `mis-datos-${day}.${kind}`);
      else if (kind === 'csv') download(await getMyPersonalDataCsv(client), `mis-datos-${day}.csv`, 'text/csv;charset=utf-8');
      else {
        const loaded = await getMyPersonalData(client);
        setData(loaded);
        if (kind === 'json') download(JSON.stringify(loaded, null, 2), `mis-datos-${day}.json`, 'application/json');
      }
    } catch (error) {
      notify.error(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.statusMessage : T.exportError);
    } finally {
      setBusy(null);
    }
  };

  const company = data?.company as { customerName?: string; documentNumber?: string; email?: string } | null | undefined;
  return (
    <Card title={T.whatWeHold}>
      <Typography.Paragraph>{T.whatWeHoldHint}</Typography.Paragraph>
      <Space wrap>
        <Button type="primary" loading={busy === 'view'} onClick={() => run('view')}>
          {T.viewData}
        </Button>
        <Button loading={busy === 'json'} onClick={() => run('json')}>
          {T.downloadJson}
        </Button>
        <Button loading={busy === 'csv'} onClick={() => run('csv')}>
          {T.downloadCsv}
        </Button>
        <Button loading={busy === 'pdf'} onClick={() => run('pdf')}>
          {T.downloadPdf}
        </Button>
        <Button loading={busy === 'xlsx'} onClick={() => run('xlsx')}>
          {T.downloadXlsx}
        </Button>
      </Space>
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 24 }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={T.account}>{data.account ? `${data.account.name} · ${data.account.email}` : '—'}</Descriptions.Item>
            <Descriptions.Item label={T.company}>
              {company ? `${company.customerName ?? ''} · ${company.documentNumber ?? ''}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={T.contracts}>{T.count(data.contracts.length)}</Descriptions.Item>
            <Descriptions.Item label={T.consents}>{T.count(data.consents.length)}</Descriptions.Item>
            <Descriptions.Item label={T.mails}>{T.count(data.mails.length)}</Descriptions.Item>
          </Descriptions>
          <List
            header={<Typography.Text strong>{T.orders}</Typography.Text>}
            dataSource={data.orders}
            locale={{ emptyText: T.noOrders }}
            renderItem={(order) => (
              <List.Item key={order.paymentReference}>
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{order.paymentReference}</Typography.Text>
                  <Typography.Text type="secondary">
                    {formatDate(order.registeredOn)} · {order.lines.map((line) => line.packageName).join(', ')}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          <Typography.Text type="secondary">{T.generatedOn(formatDateTime(data.generatedOn))}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
