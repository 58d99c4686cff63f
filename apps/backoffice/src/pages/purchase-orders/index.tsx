import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useState } from 'react';
import type { PaymentMethod, PurchaseOrderStateId, PurchaseOrderSummary, SearchPurchaseOrdersRequest } from '@lic/shared-api-types';
import { formatCop, formatDateTime } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { logFailure } from '../../shared/api/log-failure';
import { searchPurchaseOrders } from '../../features/payments/api/search-purchase-orders';
import { ORDERS_TEXT } from '../../features/payments/payments.messages';
import { brandEnum, brandName, paymentMethodEnum, stateEnum } from './components/order-labels';
import { PurchaseOrderDrawer } from './components/purchase-order-drawer';
import { showTotalOf } from '../../shared/table-pagination';
import { TABLE_COUNTS } from '../../shared/table-counts.messages';

const T = ORDERS_TEXT;

/** The filters of the search form, named after the columns' keys. */
interface OrderFilters {
  current?: number;
  pageSize?: number;
  reference?: string;
  appName?: string;
  createdRange?: [string, string];
  documentNumber?: string;
  paymentMethod?: string;
  state?: string | number;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The form's values as SearchPurchaseOrders takes them (empty filters left out). */
export function toSearchRequest(filters: OrderFilters): SearchPurchaseOrdersRequest {
  const pageSize = filters.pageSize ?? 10;
  const request: SearchPurchaseOrdersRequest = { skip: ((filters.current ?? 1) - 1) * pageSize, take: pageSize };
  if (filters.state !== undefined && filters.state !== '') request.state = Number(filters.state) as PurchaseOrderStateId;
  if (filters.paymentMethod) request.paymentMethod = filters.paymentMethod as PaymentMethod;
  if (filters.appName) request.appName = filters.appName;
  if (filters.createdRange?.[0]) request.from = filters.createdRange[0];
  if (filters.createdRange?.[1]) request.to = filters.createdRange[1];
  const documentNumber = text(filters.documentNumber);
  if (documentNumber) request.documentNumber = documentNumber;
  const reference = text(filters.reference);
  if (reference) request.reference = reference;
  return request;
}

interface Opened {
  referenceUuid: string;
  paymentReference: string;
  visible: boolean;
  opening: number;
}

/**
 * Órdenes de compra: every purchase order of every brand, filtered on the server, with a read-only detail
 * drawer. The specs name purchase orders among the staff's work but draw no screen; this is the support view.
 */
export function PurchaseOrdersPage() {
  const { client } = useBackoffice();
  const [opened, setOpened] = useState<Opened | null>(null);

  const columns: ProColumns<PurchaseOrderSummary>[] = [
    { key: 'reference', title: T.columns.reference, dataIndex: 'paymentReference', copyable: true, order: 7 },
    {
      key: 'createdOn',
      title: T.columns.createdOn,
      dataIndex: 'createdOn',
      hideInSearch: true,
      render: (_, row) => formatDateTime(row.createdOn),
    },
    {
      key: 'createdRange',
      title: T.columns.dates,
      dataIndex: 'createdRange',
      valueType: 'dateRange',
      hideInTable: true,
      order: 3,
    },
    {
      key: 'appName',
      title: T.columns.brand,
      dataIndex: 'appName',
      valueType: 'select',
      valueEnum: brandEnum,
      order: 4,
      render: (_, row) => brandName(row.appName),
    },
    { key: 'customer', title: T.columns.customer, dataIndex: 'customerName', hideInSearch: true },
    { key: 'documentNumber', title: T.columns.document, dataIndex: 'documentNumber', order: 6 },
    {
      key: 'paymentMethod',
      title: T.columns.paymentMethod,
      dataIndex: 'paymentMethod',
      valueType: 'select',
      valueEnum: paymentMethodEnum,
      order: 5,
    },
    { key: 'state', title: T.columns.state, dataIndex: 'state', valueType: 'select', valueEnum: stateEnum, order: 8 },
    {
      key: 'total',
      title: T.columns.total,
      dataIndex: 'total',
      hideInSearch: true,
      align: 'right',
      render: (_, row) => formatCop(row.total),
    },
    {
      key: 'actions',
      title: T.columns.actions,
      valueType: 'option',
      fixed: 'right',
      render: (_, row) => [
        <Button
          key="detail"
          type="link"
          size="small"
          aria-label={`${T.detail} ${row.paymentReference}`}
          onClick={() =>
            setOpened((current) => ({
              referenceUuid: row.referenceUuid,
              paymentReference: row.paymentReference,
              visible: true,
              opening: (current?.opening ?? 0) + 1,
            }))
          }
        >
          {T.detail}
        </Button>,
      ],
    },
  ];

  return (
    <PageContainer title={T.title}>
      <ProTable<PurchaseOrderSummary, OrderFilters>
        rowKey="referenceUuid"
        columns={columns}
        options={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.empty }}
        search={{ labelWidth: 'auto', defaultCollapsed: false, searchText: 'Buscar', resetText: 'Limpiar' }}
        pagination={{
          defaultPageSize: 10,
          pageSizeOptions: [10, 20, 30],
          showSizeChanger: true,
          showTotal: showTotalOf(TABLE_COUNTS.orders),
          locale: { items_per_page: 'Registros por página' },
        }}
        request={async (filters) => {
          try {
            const page = await searchPurchaseOrders(client, toSearchRequest(filters));
            return { data: page.records, total: page.count, success: true };
          } catch (error) {
            // As every list of the back office: a failed load shows the empty text.
            logFailure('SearchPurchaseOrders', error);
            return { data: [], total: 0, success: false };
          }
        }}
      />
      <PurchaseOrderDrawer
        referenceUuid={opened?.referenceUuid ?? null}
        paymentReference={opened?.paymentReference ?? ''}
        open={opened?.visible ?? false}
        opening={opened?.opening ?? 0}
        onClose={() => setOpened((current) => current && { ...current, visible: false })}
      />
    </PageContainer>
  );
}
