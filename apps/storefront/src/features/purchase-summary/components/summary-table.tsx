import { Descriptions, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatCop, LineCard, LineCardList, usePhoneLayout } from '@lic/web-ui';
import { PURCHASE_SUMMARY_TEXTS as T } from '../purchase-summary.messages';
import type { SummaryOrder, SummaryOrderPackage } from '../purchase-summary.types';

const columns: ColumnsType<SummaryOrderPackage> = [
  { key: 'name', title: T.product, dataIndex: 'packageName' },
  { key: 'quantity', title: T.quantity, dataIndex: 'quantity', align: 'right', width: 96 },
  { key: 'unitPrice', title: T.unitPrice, align: 'right', render: (_, line) => formatCop(line.unitPrice) },
  { key: 'discount', title: T.discount, align: 'right', render: (_, line) => formatCop(line.discount) },
  { key: 'iva', title: T.iva, align: 'right', width: 72, render: (_, line) => `${line.taxIva}%` },
  { key: 'subtotal', title: T.subtotal, align: 'right', render: (_, line) => formatCop(line.subTotal) },
];

/** The order's products (name, quantity, unit price, discount, IVA, subtotal); one card each on a phone. */
export function SummaryTable({ order }: { order: SummaryOrder }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <LineCardList testId="summary-products">
        {order.summaryPackages.map((line) => (
          <LineCard
            key={`${line.packageId}-${line.packageName}`}
            heading={<strong>{line.packageName}</strong>}
            figures={[
              [T.quantity, line.quantity],
              [T.unitPrice, formatCop(line.unitPrice)],
              [T.discount, formatCop(line.discount)],
              [T.iva, `${line.taxIva}%`],
              [T.subtotal, <strong>{formatCop(line.subTotal)}</strong>],
            ]}
          />
        ))}
      </LineCardList>
    );
  }
  return (
    <Table<SummaryOrderPackage>
      data-testid="summary-products"
      rowKey={(line) => `${line.packageId}-${line.packageName}`}
      size="small"
      columns={columns}
      dataSource={order.summaryPackages}
      pagination={false}
      scroll={{ x: 640 }}
    />
  );
}

/** The order's totals: subtotal, discount, IVA, the three withholdings and the total to pay. */
export function SummaryTotals({ order }: { order: SummaryOrder }) {
  const rows: Array<[string, number]> = [
    [T.subtotal, order.subTotal],
    [T.discount, order.totalDiscount],
    [T.iva, order.taxIva],
    [T.retefuente, order.retefuente],
    [T.reteiva, order.reteiva],
    [T.reteica, order.reteica],
    [T.total, order.totalPurchase],
  ];
  return (
    <Descriptions
      data-testid="summary-totals"
      bordered
      size="small"
      column={1}
      style={{ maxWidth: 380, marginLeft: 'auto' }}
      styles={{ label: { width: 160 }, content: { textAlign: 'right' } }}
      items={rows.map(([label, value], index) => ({
        key: label,
        label,
        children: index === rows.length - 1 ? <strong>{formatCop(value)}</strong> : formatCop(value),
      }))}
    />
  );
}
