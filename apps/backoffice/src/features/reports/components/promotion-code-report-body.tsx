import { Alert, Skeleton, Space, Table, Typography } from 'antd';
import type { PromotionCodeReport, PromotionCodeUse } from '@lic/shared-api-types';
import { formatCop, formatDate, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { getPromotionCodeReport } from '../api/get-promotion-code-report';
import { REPORTS_TEXT } from '../reports.messages';

const T = REPORTS_TEXT;
const count = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** The built-in "Códigos Promocionales" report: per code, the orders registered with it, the paid ones and their discount. */
export function PromotionCodeReportBody() {
  const { client } = useBackoffice();
  const remote = useRemote([client], () => getPromotionCodeReport(client));
  const report: PromotionCodeReport | null | 'failed' = remote.loading ? null : remote.error ? 'failed' : (remote.data ?? null);

  if (report === null) return <Skeleton active />;
  if (report === 'failed') return <Alert type="error" showIcon message={T.loadError} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{T.range(formatDate(report.from), formatDate(report.to))}</Typography.Text>
      <Table<PromotionCodeUse>
        size="small"
        rowKey="promotionCode"
        dataSource={report.codes}
        pagination={{ pageSize: 15, hideOnSinglePage: true }}
        locale={{ emptyText: T.promotionCodes.empty }}
        columns={[
          { key: 'code', title: T.promotionCodes.code, dataIndex: 'promotionCode' },
          {
            key: 'registered',
            title: T.promotionCodes.registered,
            dataIndex: 'registeredOrders',
            align: 'right',
            render: (value: number) => count.format(value),
          },
          {
            key: 'paid',
            title: T.promotionCodes.paid,
            dataIndex: 'paidOrders',
            align: 'right',
            render: (value: number) => count.format(value),
          },
          {
            key: 'discount',
            title: T.promotionCodes.discount,
            dataIndex: 'discount',
            align: 'right',
            render: (value: number) => formatCop(value),
          },
        ]}
      />
    </Space>
  );
}
