import { Alert, Descriptions, Drawer, Empty, Flex, Result, Spin, Table, Timeline, Typography, type TimelineItemProps } from 'antd';
import { useState } from 'react';
import { formatCop, formatDateTime } from '@lic/web-ui';
import { canCancelOrders } from '../../../features/payments/payment-access';
import { useStaffSession } from '../../../session/staff-session';
import { usePurchaseOrderDetail } from '../../../features/payments/api/get-purchase-order-detail';
import { ORDERS_TEXT } from '../../../features/payments/payments.messages';
import {
  PurchaseOrderStateId,
  type PurchaseOrderCustomer,
  type PurchaseOrderDetail,
  type PurchaseOrderDetailLine,
  type PurchaseOrderTimelineEntry,
} from '@lic/shared-api-types';
import { OrderInvoices } from '../../../features/invoicing/components/order-invoices';
import { CancelOrderAction } from './cancel-order-action';
import { brandName, paymentMethodName, stateName } from './order-labels';

const T = ORDERS_TEXT;

const timelineColors: Record<string, string> = {
  REGISTERED: 'blue',
  PAYMENT_ATTEMPT: 'gray',
  GATEWAY_ANSWER: 'gray',
  PROOF_UPLOADED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  REVERSED: 'red',
  CANCELLED: 'red',
  LICENCE_ISSUED: 'green',
  EMAIL_SENT: 'blue',
};

function timelineItem(entry: PurchaseOrderTimelineEntry, index: number): TimelineItemProps {
  return {
    key: `${entry.at}-${index}`,
    color: timelineColors[entry.kind] ?? 'gray',
    children: (
      <div data-testid="timeline-entry" data-kind={entry.kind}>
        <Typography.Text strong>{entry.title}</Typography.Text>
        <div>
          <Typography.Text type="secondary">
            {formatDateTime(entry.at)}
            {entry.actor ? ` · ${entry.actor}` : ''}
          </Typography.Text>
        </div>
        {entry.detail && <Typography.Paragraph style={{ marginBottom: 0 }}>{entry.detail}</Typography.Paragraph>}
      </div>
    ),
  };
}

function CustomerBlock({ title, customer }: { title: string; customer: PurchaseOrderCustomer }) {
  const document = [customer.documentType, customer.documentNumber].filter(Boolean).join(' ');
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={title}
      items={[
        { key: 'name', label: T.customer.name, children: customer.name },
        { key: 'document', label: T.customer.document, children: document },
        { key: 'personType', label: T.customer.personType, children: customer.personType ?? '' },
        { key: 'email', label: T.customer.email, children: customer.email ?? '' },
        { key: 'phone', label: T.customer.phone, children: customer.cellphoneNumber ?? '' },
        { key: 'address', label: T.customer.address, children: [customer.address, customer.city].filter(Boolean).join(', ') },
      ]}
    />
  );
}

function OrderDetail({ order, canCancel, onChanged }: { order: PurchaseOrderDetail; canCancel: boolean; onChanged: () => void }) {
  const money = (value: number) => formatCop(value);
  return (
    <Flex vertical gap={24}>
      {order.state === PurchaseOrderStateId.REVERSED && (
        <Alert type="error" showIcon message={T.states[PurchaseOrderStateId.REVERSED]} description={T.reversedNotice} />
      )}
      {order.state === PurchaseOrderStateId.CANCELLED && (
        <Alert
          type="error"
          showIcon
          message={T.states[PurchaseOrderStateId.CANCELLED]}
          description={T.cancelledNotice(order.cancellation?.reason ?? '')}
        />
      )}
      {canCancel && order.state === PurchaseOrderStateId.APPROVED && Number(order.totals.total) > 0 && (
        <Flex justify="flex-end">
          <CancelOrderAction referenceUuid={order.referenceUuid} paymentReference={order.paymentReference} onChanged={onChanged} />
        </Flex>
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        bordered
        title={T.sections.order}
        items={[
          { key: 'reference', label: T.order.reference, children: order.paymentReference },
          { key: 'uuid', label: T.order.uuid, children: <Typography.Text copyable>{order.referenceUuid}</Typography.Text> },
          { key: 'brand', label: T.order.brand, children: brandName(order.appName) },
          { key: 'service', label: T.order.service, children: order.serviceName },
          { key: 'state', label: T.order.state, children: order.stateName || stateName(order.state) },
          { key: 'method', label: T.order.paymentMethod, children: paymentMethodName(order.paymentMethod) },
          { key: 'gateway', label: T.order.gateway, children: order.paymentGateway ?? '' },
          { key: 'promo', label: T.order.promotionCode, children: order.promotionCode ?? '' },
          { key: 'created', label: T.order.createdOn, children: formatDateTime(order.createdOn) },
          { key: 'effective', label: T.order.effectiveOn, children: order.effectiveOn ? formatDateTime(order.effectiveOn) : '' },
        ]}
      />
      <div>
        <Typography.Title level={5}>{T.sections.lines}</Typography.Title>
        <Table<PurchaseOrderDetailLine>
          size="small"
          rowKey={(line) => `${line.packageId}-${line.packageCode}`}
          pagination={false}
          dataSource={order.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'package', title: T.lines.package, dataIndex: 'packageName' },
            { key: 'code', title: T.lines.code, dataIndex: 'packageCode' },
            { key: 'quantity', title: T.lines.quantity, dataIndex: 'quantity', align: 'right' },
            { key: 'unitPrice', title: T.lines.unitPrice, align: 'right', render: (_, line) => money(line.unitPrice) },
            { key: 'discount', title: T.lines.discount, align: 'right', render: (_, line) => money(line.discount) },
            { key: 'iva', title: T.lines.iva, align: 'right', render: (_, line) => `${money(line.ivaValue)} (${line.taxIva} %)` },
            { key: 'total', title: T.lines.total, align: 'right', render: (_, line) => money(line.total) },
          ]}
        />
      </div>
      <Descriptions
        size="small"
        column={1}
        bordered
        title={T.sections.totals}
        items={[
          { key: 'subTotal', label: T.totals.subTotal, children: money(order.totals.subTotal) },
          { key: 'discount', label: T.totals.discount, children: money(order.totals.totalDiscount) },
          { key: 'iva', label: T.totals.iva, children: money(order.totals.taxIva) },
          { key: 'total', label: T.totals.total, children: <Typography.Text strong>{money(order.totals.total)}</Typography.Text> },
        ]}
      />
      <OrderInvoices
        key={order.state}
        referenceUuid={order.referenceUuid}
        awaitCredit={order.state === PurchaseOrderStateId.REVERSED || order.state === PurchaseOrderStateId.CANCELLED}
      />
      <CustomerBlock title={T.sections.billing} customer={order.billingCustomer} />
      <CustomerBlock title={T.sections.service} customer={order.serviceCustomer} />
      <div>
        <Typography.Title level={5}>{T.sections.timeline}</Typography.Title>
        {order.timeline.length === 0 ? (
          <Empty description={T.noTimeline} />
        ) : (
          <Timeline style={{ marginTop: 16 }} items={order.timeline.map(timelineItem)} />
        )}
      </div>
    </Flex>
  );
}

/** The detail of one purchase order: lines, totals, customers and what happened to it; "Anular orden" of a paid one. */
export function PurchaseOrderDrawer(props: {
  referenceUuid: string | null;
  paymentReference: string;
  open: boolean;
  /** Counts the openings: each one reads the order again. */
  opening: number;
  onClose: () => void;
}) {
  const { claims } = useStaffSession();
  const [version, setVersion] = useState(0);
  const detail = usePurchaseOrderDetail(props.referenceUuid, `${props.opening}.${version}`);
  const order = !detail.loading && detail.data?.referenceUuid === props.referenceUuid ? detail.data : undefined;

  let body = (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
  if (order) body = <OrderDetail order={order} canCancel={canCancelOrders(claims)} onChanged={() => setVersion((v) => v + 1)} />;
  else if (!detail.loading && detail.error) body = <Result status="warning" title={T.loadError} />;

  return (
    <Drawer open={props.open} title={T.drawerTitle(props.paymentReference)} width={820} onClose={props.onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
