import { Table } from 'antd';
import type { DashboardMovement } from '@lic/shared-api-types';
import { formatDateTime } from '../format/format-date';
import { formatContractQuantity } from './contract-quantity';
import { CONTRACTED_PRODUCTS_TEXTS as T } from './contracted-products.texts';

export interface ContractMovementsTableProps {
  movements: DashboardMovement[];
  loading?: boolean;
}

/** The consumption movements of a contracted package, newest first; pages of 10, 20 or 30 (§9). */
export function ContractMovementsTable({ movements, loading = false }: ContractMovementsTableProps) {
  return (
    <Table<DashboardMovement>
      size="small"
      rowKey="eventId"
      loading={loading}
      dataSource={movements}
      locale={{ emptyText: T.noMovements }}
      pagination={{ defaultPageSize: 10, pageSizeOptions: [10, 20, 30], showSizeChanger: true, hideOnSinglePage: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: T.movementDate,
          dataIndex: 'occurredAt',
          key: 'occurredAt',
          defaultSortOrder: 'descend',
          sorter: (a, b) => a.occurredAt.localeCompare(b.occurredAt),
          render: (value: string) => formatDateTime(value),
        },
        { title: T.movementApp, dataIndex: 'appName', key: 'appName' },
        { title: T.movementFeature, dataIndex: 'featureCode', key: 'featureCode' },
        {
          title: T.movementQuantity,
          dataIndex: 'quantity',
          key: 'quantity',
          align: 'right',
          sorter: (a, b) => a.quantity - b.quantity,
          render: (value: number) => formatContractQuantity(value),
        },
      ]}
    />
  );
}
