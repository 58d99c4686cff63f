import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Grid, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { PaymentReviewRecord, PaymentReviewStatus } from '@lic/shared-api-types';
import { formatCop, formatDateTime, notify } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { logFailure } from '../../shared/api/log-failure';
import { getPaymentReviews } from '../../features/payments/api/get-payment-reviews';
import { notifyDecisionFailure } from '../../features/payments/api/payment-failure';
import { resolvePaymentReview } from '../../features/payments/api/resolve-payment-review';
import { canDecidePayments } from '../../features/payments/payment-access';
import { PAYMENT_REVIEWS_TEXT } from '../../features/payments/payments.messages';
import { useStaffSession } from '../../session/staff-session';
import { ResolveReviewForm } from './components/resolve-review-form';
import { showTotalOf } from '../../shared/table-pagination';
import { TABLE_COUNTS } from '../../shared/table-counts.messages';

const T = PAYMENT_REVIEWS_TEXT;

const label = (texts: Record<string, string>, key: string): string => texts[key] ?? key;

function ReviewTable({ status, canResolve }: { status: PaymentReviewStatus; canResolve: boolean }) {
  const { client } = useBackoffice();
  const actionRef = useRef<ActionType>(null);
  const [resolving, setResolving] = useState<PaymentReviewRecord | null>(null);
  const open = status === 'OPEN';
  const phone = Grid.useBreakpoint().md === false;

  const columns: ProColumns<PaymentReviewRecord>[] = [
    { key: 'openedOn', title: T.columns.openedOn, dataIndex: 'openedOn', render: (_, row) => formatDateTime(row.openedOn) },
    { key: 'reference', title: T.columns.reference, dataIndex: 'paymentReference', width: 160 },
    // The reason is what staff act on: shown whole, wrapped, never cut.
    { key: 'reason', title: T.columns.reason, dataIndex: 'reason', width: 340 },
    { key: 'gateway', title: T.columns.gateway, dataIndex: 'gateway' },
    { key: 'transaction', title: T.columns.transaction, dataIndex: 'transactionId', copyable: true, ellipsis: true, width: 170 },
    { key: 'code', title: T.columns.code, dataIndex: 'responseCode', width: 80 },
    { key: 'response', title: T.columns.response, dataIndex: 'responseText', ellipsis: true },
    { key: 'source', title: T.columns.source, dataIndex: 'source', width: 130, render: (_, row) => label(T.sources, row.source) },
    {
      key: 'paymentState',
      title: T.columns.paymentState,
      dataIndex: 'paymentState',
      render: (_, row) => label(T.paymentStates, row.paymentState),
    },
    { key: 'amount', title: T.columns.amount, dataIndex: 'amount', align: 'right', render: (_, row) => formatCop(row.amount) },
    ...(open
      ? canResolve
        ? [
            {
              key: 'actions',
              title: T.columns.actions,
              valueType: 'option' as const,
              render: (_: unknown, row: PaymentReviewRecord) => [
                <Button
                  key="resolve"
                  type="link"
                  size="small"
                  aria-label={`${T.resolve} ${row.paymentReference}`}
                  onClick={() => setResolving(row)}
                >
                  {T.resolve}
                </Button>,
              ],
            },
          ]
        : []
      : [
          {
            key: 'resolvedOn',
            title: T.columns.resolvedOn,
            dataIndex: 'resolvedOn',
            render: (_: unknown, row: PaymentReviewRecord) => formatDateTime(row.resolvedOn ?? ''),
          },
          { key: 'resolvedBy', title: T.columns.resolvedBy, dataIndex: 'resolvedBy' },
          { key: 'note', title: T.columns.note, dataIndex: 'resolutionNote' },
        ]),
  ];

  async function resolve(note: string): Promise<boolean> {
    if (!resolving) return false;
    try {
      await resolvePaymentReview(client, { id: resolving.id, note });
      notify.success(T.resolved);
      setResolving(null);
      actionRef.current?.reload();
      return true;
    } catch (error) {
      // A 422: someone closed it meanwhile; the list reloads to show it.
      if (notifyDecisionFailure(error)) {
        setResolving(null);
        actionRef.current?.reload();
      }
      return false;
    }
  }

  return (
    <>
      <ProTable<PaymentReviewRecord>
        actionRef={actionRef}
        rowKey="id"
        columns={columns}
        // The reason makes the row wider than the card at 1440 px: the action stays in sight, as in the other lists.
        // A phone scrolls the whole row instead (a fixed column would leave the rest a sliver). ProTable keeps a
        // column's first `fixed` in its own state, so it is given here, where a change of breakpoint reaches it.
        columnsState={{ value: { actions: { fixed: phone ? undefined : 'right' } } }}
        search={false}
        options={false}
        // On a phone the columns are wider than the card: the table scrolls sideways inside it, not the page.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.empty }}
        pagination={{ defaultPageSize: 20, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.reviews) }}
        request={async () => {
          try {
            const records = await getPaymentReviews(client, status);
            return { data: records, total: records.length, success: true };
          } catch (error) {
            logFailure('PaymentReview', error);
            return { data: [], total: 0, success: false };
          }
        }}
      />
      {resolving && (
        <ResolveReviewForm paymentReference={resolving.paymentReference} onClose={() => setResolving(null)} onResolve={resolve} />
      )}
    </>
  );
}

/**
 * Revisión de pagos en línea: gateway answers the store did not apply by itself, each with the server's reason (an
 * unknown code, a transaction already kept for another order, a gateway record that does not fit the order;
 * docs/api/payments.md). Finance staff who decide payments close an item with a note; LICFINANCIEROCONSULTA only reads.
 */
export function PaymentReviewsPage() {
  const { claims } = useStaffSession();
  const canResolve = canDecidePayments(claims);
  return (
    <PageContainer title={T.title}>
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'open', label: T.tabs.open, children: <ReviewTable status="OPEN" canResolve={canResolve} /> },
          { key: 'resolved', label: T.tabs.resolved, children: <ReviewTable status="RESOLVED" canResolve={false} /> },
        ]}
      />
    </PageContainer>
  );
}
