import { Alert, Skeleton, Space, Table, Typography } from 'antd';
import type { PromoCodeReport, PromoCodeUse } from '@lic/shared-api-types';
import { formatCop, formatDate, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { getPromoCodeReport } from '../api/get-promo-code-report';
import { REPORTS_TEXT } from '../reports.messages';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

const T = REPORTS_TEXT;
const count = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** The built-in "Códigos Promocionales" report: per code, the orders registered with it, the paid ones and their discount. */
export function PromoCodeReportBody() {
  const { client } = useBackoffice();
  const remote = useRemote([client], () => getPromoCodeReport(client));
  const report: PromoCodeReport | null | 'failed' = remote.loading ? null : remote.error ? 'failed' : (remote.data ?? null);

  if (report === null) return <Skeleton active />;
  if (report === 'failed') return <Alert type="error" showIcon message={T.loadError} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{T.range(formatDate(report.from), formatDate(report.to))}</Typography.Text>
      <Table<PromoCodeUse>
        size="small"
        rowKey="promotionCode"
        dataSource={report.codes}
        pagination={{ pageSize: 15, hideOnSinglePage: true, showTotal: showTotalOf(TABLE_COUNTS.promoCodes) }}
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
