import { Empty, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ElectronicDocumentView } from '@lic/shared-api-types';
import { formatCop, formatDateTime } from '@lic/web-ui';
import { useOrderInvoices } from '../api/get-invoices';
import { INVOICING_TEXT as T } from '../invoicing.messages';
import { DocumentActions } from './document-actions';
import { DocumentStatusTag } from './document-status-tag';

/** How often, and how many times, the list is read again while a reversed or cancelled order's credit note is on its way. */
const CREDIT_POLL_MS = 2_000;
const CREDIT_POLLS = 15;

/**
 * The invoice and credit note of an order in its detail ("Órdenes de compra"). `awaitCredit` (a reversed or
 * cancelled order): while its invoice has neither a credit note nor was cancelled, the list is read again every
 * two seconds for half a minute, since the credit note follows the order's event.
 */
export function OrderInvoices({ referenceUuid, awaitCredit = false }: { referenceUuid: string; awaitCredit?: boolean }) {
  const [version, setVersion] = useState(0);
  const [polls, setPolls] = useState(0);
  const documents = useOrderInvoices(referenceUuid, version);
  const rows = documents.data ?? [];
  const creditPending =
    awaitCredit &&
    !documents.loading &&
    rows.some((doc) => doc.kind === 'INVOICE' && doc.status !== 'ANULADA') &&
    !rows.some((doc) => doc.kind === 'CREDIT_NOTE');
  useEffect(() => {
    if (!creditPending || polls >= CREDIT_POLLS) return undefined;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      setVersion((v) => v + 1);
    }, CREDIT_POLL_MS);
    return () => clearTimeout(timer);
  }, [creditPending, polls]);
  return (
    <div data-testid="order-invoices">
      <Typography.Title level={5}>{T.section}</Typography.Title>
      {!documents.loading && rows.length === 0 ? (
        <Empty description={T.none} />
      ) : (
        <Table<ElectronicDocumentView>
          size="small"
          rowKey="id"
          loading={documents.loading}
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'kind', title: T.columns.kind, render: (_, doc) => T.kinds[doc.kind] },
            { key: 'number', title: T.columns.number, render: (_, doc) => doc.number ?? '—' },
            { key: 'status', title: T.columns.status, render: (_, doc) => <DocumentStatusTag status={doc.status} /> },
            { key: 'issuedAt', title: T.columns.issuedAt, render: (_, doc) => (doc.issuedAt ? formatDateTime(doc.issuedAt) : '') },
            { key: 'total', title: T.columns.total, align: 'right', render: (_, doc) => formatCop(doc.total) },
            {
              key: 'cufe',
              title: T.columns.cufe,
              render: (_, doc) =>
                doc.cufe ? (
                  <Typography.Text copyable={{ text: doc.cufe }} ellipsis style={{ maxWidth: 160 }}>
                    {doc.cufe}
                  </Typography.Text>
                ) : (
                  ''
                ),
            },
            {
              key: 'reasons',
              title: T.columns.reasons,
              render: (_, doc) => (
                <>
                  {doc.creditedNumber && <div>{T.credits(doc.creditedNumber)}</div>}
                  {doc.reason && <div>{T.reason(doc.reason)}</div>}
                  {doc.reasons.map((reason) => (
                    <div key={reason}>{reason}</div>
                  ))}
                  {doc.lastError && <Typography.Text type="danger">{`${T.lastError}: ${doc.lastError}`}</Typography.Text>}
                </>
              ),
            },
            {
              key: 'actions',
              title: T.columns.actions,
              render: (_, doc) => <DocumentActions document={doc} onChanged={() => setVersion((v) => v + 1)} />,
            },
          ]}
        />
      )}
    </div>
  );
}
