import { CheckOutlined, CloseOutlined, FileSearchOutlined, FileTextOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { formatCop, formatDate, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { changeStatePurchase } from '../../../features/payments/api/change-state-purchase';
import { notifyDecisionFailure } from '../../../features/payments/api/payment-failure';
import { PaymentProofViewer, type ProofRequest } from '../../../features/payments/components/payment-proof-viewer';
import { CASH_PAGE_SIZES, useCashPayments } from '../../../features/payments/hooks/use-cash-payments';
import { PAYMENTS_TEXT } from '../../../features/payments/payments.messages';
import { CashPaymentState, type CashPurchaseOrder, type PaymentSupportType, type RejectType } from '@lic/shared-api-types';
import { RejectPaymentForm } from './reject-payment-form';
import { searchBoxStyle } from '../../../shared/search-box-style';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

/** The search box and its Filtrar button. */
const CASH_SEARCH_STYLE = searchBoxStyle(380);

const T = PAYMENTS_TEXT;
const SEARCH_MAX = 100;

export function customerName(order: CashPurchaseOrder): string {
  return order.customer.legalName.trim();
}

/** The search box blocks spaces (backoffice-catalogue.md §5): typed, pasted or dropped. */
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
const blockSpace = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === ' ' || event.key === 'Spacebar') event.preventDefault();
};

type Decision = { kind: 'approve'; order: CashPurchaseOrder } | { kind: 'reject'; order: CashPurchaseOrder } | null;

export interface CashPaymentsTabProps {
  state: CashPaymentState;
  /** Bumped after every approval or rejection: every tab loads again. */
  version: number;
  /** Holds ApprovePayments and ModifyPayments. */
  canDecide: boolean;
  rejectTypes: RejectType[];
  rejectTypesLoading: boolean;
  /** An order changed state (or may have): all three lists reload. */
  onChanged: () => void;
}

/** One tab of "Pagos en efectivo": the orders of one state, with search, proofs and (pending) the decisions. */
export function CashPaymentsTab(props: CashPaymentsTabProps) {
  const { client } = useBackoffice();
  const { state, canDecide, onChanged } = props;
  const list = useCashPayments(state, props.version);
  const [search, setSearch] = useState('');
  const [proof, setProof] = useState<ProofRequest | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const [deciding, setDeciding] = useState(false);
  const [rejectDetail, setRejectDetail] = useState<CashPurchaseOrder | null>(null);
  const closeProof = useCallback(() => setProof(null), []);

  const decide = async (order: CashPurchaseOrder, idState: 6 | 7, rejectTypeId: number | null): Promise<boolean> => {
    setDeciding(true);
    try {
      await changeStatePurchase(client, order.appName || client.appName, { id: order.id, idState, rejectTypeId });
      notify.success(idState === CashPaymentState.APPROVED ? T.approved : T.rejected);
      setDecision(null);
      onChanged();
      return true;
    } catch (error) {
      // A refused decision may mean someone else decided first: the lists show what the server has now.
      if (notifyDecisionFailure(error)) onChanged();
      return false;
    } finally {
      setDeciding(false);
    }
  };

  const rejectReason = (order: CashPurchaseOrder) =>
    order.rejectTypeDescription || props.rejectTypes.find((type) => type.id === order.rejectTypeId)?.rejectTypeDescription || T.unknown;

  const openProof = (order: CashPurchaseOrder, supportType: PaymentSupportType) =>
    setProof({ referenceUuid: order.referenceUuid, paymentReference: order.paymentReference, supportType });

  const fileButton = (order: CashPurchaseOrder, supportType: PaymentSupportType) => {
    const label = supportType === 'RUT' ? T.viewRut : T.viewProof;
    // null: the server says nothing was uploaded; undefined: it did not say, so let the user try.
    const missing = (supportType === 'RUT' ? order.rut : order.paymentSupport) === null;
    return (
      <Tooltip title={label}>
        <Button
          size="small"
          icon={supportType === 'RUT' ? <FileTextOutlined /> : <FileSearchOutlined />}
          aria-label={label}
          disabled={missing}
          onClick={() => openProof(order, supportType)}
        />
      </Tooltip>
    );
  };

  const columns: ProColumns<CashPurchaseOrder>[] = [
    { key: 'reference', title: T.columns.reference, dataIndex: 'paymentReference' },
    {
      key: 'supportDate',
      title: T.columns.supportDate,
      render: (_, order) => (order.paymentSupport?.uploadedOn ? formatDate(order.paymentSupport.uploadedOn) : ''),
    },
    { key: 'customer', title: T.columns.customer, render: (_, order) => customerName(order) },
    {
      key: 'documentType',
      title: T.columns.documentType,
      render: (_, order) => order.customer.documentTypeLicense?.documentTypeCode ?? '',
    },
    { key: 'document', title: T.columns.document, render: (_, order) => order.customer.documentNumber },
    { key: 'total', title: T.columns.total, align: 'right', render: (_, order) => formatCop(order.totalPurchase) },
    {
      key: 'actions',
      title: T.columns.actions,
      fixed: 'right',
      render: (_, order) => (
        <Space size={4} wrap={false}>
          {fileButton(order, 'PAYMENT_SUPPORT')}
          {fileButton(order, 'RUT')}
          {state === CashPaymentState.PENDING && (
            <>
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                disabled={!canDecide}
                onClick={() => setDecision({ kind: 'approve', order })}
              >
                {T.approve}
              </Button>
              <Button
                size="small"
                danger
                icon={<CloseOutlined />}
                disabled={!canDecide}
                onClick={() => setDecision({ kind: 'reject', order })}
              >
                {T.reject}
              </Button>
            </>
          )}
          {state === CashPaymentState.REJECTED && (
            <Button size="small" type="link" onClick={() => setRejectDetail(order)}>
              {T.rejectDetail}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ProTable<CashPurchaseOrder>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        search={false}
        options={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.empty }}
        pagination={{
          current: list.page.current,
          pageSize: list.page.pageSize,
          total: list.total,
          pageSizeOptions: CASH_PAGE_SIZES,
          showSizeChanger: true,
          showTotal: showTotalOf(TABLE_COUNTS.payments),
          locale: { items_per_page: T.pageSizeLabel },
          onChange: list.setPage,
        }}
        headerTitle={
          <Space.Compact style={CASH_SEARCH_STYLE}>
            <Input
              placeholder={T.search}
              aria-label={T.search}
              allowClear
              maxLength={SEARCH_MAX}
              value={search}
              onKeyDown={blockSpace}
              onChange={(event) => setSearch(withoutSpaces(event.target.value))}
              onPressEnter={() => list.filter(search)}
            />
            <Button type="primary" onClick={() => list.filter(search)}>
              {T.filter}
            </Button>
          </Space.Compact>
        }
      />
      <PaymentProofViewer request={proof} onClose={closeProof} />
      <Modal
        open={decision?.kind === 'approve'}
        title={T.confirmTitle}
        okText={T.accept}
        cancelText={T.cancel}
        confirmLoading={deciding}
        onOk={() => decision && void decide(decision.order, CashPaymentState.APPROVED, null)}
        onCancel={() => setDecision(null)}
        destroyOnHidden
        width={420}
      >
        {decision?.kind === 'approve' && T.approveQuestion(decision.order.paymentReference)}
      </Modal>
      {decision?.kind === 'reject' && (
        <RejectPaymentForm
          paymentReference={decision.order.paymentReference}
          rejectTypes={props.rejectTypes}
          loading={props.rejectTypesLoading}
          onClose={() => setDecision(null)}
          onReject={(rejectTypeId) => decide(decision.order, CashPaymentState.REJECTED, rejectTypeId)}
        />
      )}
      <Modal
        open={rejectDetail !== null}
        title={rejectDetail ? T.rejectDetailTitle(rejectDetail.paymentReference) : undefined}
        onCancel={() => setRejectDetail(null)}
        footer={
          <Button type="primary" onClick={() => setRejectDetail(null)}>
            {T.accept}
          </Button>
        }
        destroyOnHidden
        width={480}
      >
        {rejectDetail && <Typography.Paragraph data-testid="reject-reason">{rejectReason(rejectDetail)}</Typography.Paragraph>}
      </Modal>
    </>
  );
}
