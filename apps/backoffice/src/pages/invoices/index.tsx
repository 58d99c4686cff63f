import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Typography } from 'antd';
import { useRef } from 'react';
import type { ElectronicDocumentView } from '@lic/shared-api-types';
import { ApiError, downloadFile } from '@lic/web-api-client';
import { formatCop, formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { getInvoices, invoicesQuery, type InvoiceFilters } from '../../features/invoicing/api/get-invoices';
import { DocumentActions } from '../../features/invoicing/components/document-actions';
import { DocumentStatusTag } from '../../features/invoicing/components/document-status-tag';
import { INVOICING_TEXT as T } from '../../features/invoicing/invoicing.messages';

const PAGE_SIZE = 20;

/** "Facturas electrónicas": every invoice and credit note with filters, "Reintentar", downloads and the export for finance. */
export function InvoicesPage() {
  const { client } = useBackoffice();
  const table = useRef<ActionType>(undefined);
  const filters = useRef<InvoiceFilters>({});

  const exportList = async () => {
    try {
      await downloadFile(`/license/api/invoices/export?${invoicesQuery(filters.current)}`, 'facturas-electronicas.csv');
    } catch (error) {
      notify.error(error instanceof ApiError ? error.statusMessage : T.serverError);
    }
  };

  const columns: ProColumns<ElectronicDocumentView>[] = [
    { key: 'search', title: T.columns.search, dataIndex: 'search', hideInTable: true },
    {
      key: 'kind',
      title: T.columns.kind,
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: { INVOICE: { text: T.kinds.INVOICE }, CREDIT_NOTE: { text: T.kinds.CREDIT_NOTE } },
    },
    { key: 'number', title: T.columns.number, dataIndex: 'number', search: false, render: (_, doc) => doc.number ?? '—' },
    { key: 'order', title: T.columns.order, dataIndex: 'paymentReference', search: false },
    {
      key: 'status',
      title: T.columns.status,
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(T.statuses).map(([key, text]) => [key, { text }])),
      render: (_, doc) => <DocumentStatusTag status={doc.status} />,
    },
    { key: 'from', title: T.columns.from, dataIndex: 'from', valueType: 'date', hideInTable: true },
    { key: 'to', title: T.columns.to, dataIndex: 'to', valueType: 'date', hideInTable: true },
    {
      key: 'issuedAt',
      title: T.columns.issuedAt,
      dataIndex: 'issuedAt',
      search: false,
      render: (_, doc) => (doc.issuedAt ? formatDateTime(doc.issuedAt) : ''),
    },
    {
      key: 'taxTotal',
      title: T.columns.taxTotal,
      dataIndex: 'taxTotal',
      search: false,
      align: 'right',
      render: (_, doc) => formatCop(doc.taxTotal),
    },
    { key: 'total', title: T.columns.total, dataIndex: 'total', search: false, align: 'right', render: (_, doc) => formatCop(doc.total) },
    {
      key: 'cufe',
      title: T.columns.cufe,
      dataIndex: 'cufe',
      search: false,
      render: (_, doc) =>
        doc.cufe ? (
          <Typography.Text copyable={{ text: doc.cufe }} ellipsis style={{ maxWidth: 140 }}>
            {doc.cufe}
          </Typography.Text>
        ) : (
          ''
        ),
    },
    {
      key: 'reasons',
      title: T.columns.reasons,
      dataIndex: 'reasons',
      search: false,
      render: (_, doc) =>
        [
          ...(doc.creditedNumber ? [T.credits(doc.creditedNumber)] : []),
          ...doc.reasons,
          ...(doc.lastError ? [`${T.lastError}: ${doc.lastError}`] : []),
        ].join(' · '),
    },
    {
      key: 'actions',
      title: T.columns.actions,
      valueType: 'option',
      fixed: 'right',
      render: (_, doc) => [<DocumentActions key="actions" document={doc} onChanged={() => void table.current?.reload()} />],
    },
  ];

  return (
    <PageContainer title={T.invoicesTitle} content={T.invoicesHint}>
      <ProTable<ElectronicDocumentView>
        rowKey="id"
        actionRef={table}
        columns={columns}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        toolBarRender={() => [
          <Button key="export" onClick={exportList}>
            {T.export}
          </Button>,
        ]}
        request={async (params) => {
          const current: InvoiceFilters = {
            search: params.search?.trim() || undefined,
            kind: params.kind,
            status: params.status,
            from: params.from,
            to: params.to,
          };
          filters.current = current;
          try {
            const data = await getInvoices(client, current);
            return { data, total: data.length, success: true };
          } catch {
            notify.error(T.serverError);
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </PageContainer>
  );
}
