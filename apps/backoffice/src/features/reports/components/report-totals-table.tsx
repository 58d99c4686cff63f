import { Table } from 'antd';
import type { ConsumptionReport } from '@lic/shared-api-types';
import { REPORTS_TEXT } from '../reports.messages';

const quantity = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** The totals of the range per feature. */
export function ReportTotalsTable({ totals }: { totals: ConsumptionReport['totals'] }) {
  return (
    <Table
      size="small"
      rowKey="featureCode"
      pagination={false}
      dataSource={totals}
      locale={{ emptyText: REPORTS_TEXT.empty }}
      columns={[
        { key: 'feature', title: REPORTS_TEXT.columns.feature, dataIndex: 'featureName' },
        { key: 'code', title: REPORTS_TEXT.columns.code, dataIndex: 'featureCode' },
        {
          key: 'total',
          title: REPORTS_TEXT.columns.total,
          dataIndex: 'quantity',
          align: 'right',
          render: (value: number) => quantity.format(value),
        },
      ]}
    />
  );
}
