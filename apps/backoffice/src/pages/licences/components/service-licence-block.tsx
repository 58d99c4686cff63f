import { BarChartOutlined, EditOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { BalanceFeatureLicense, CustomerInfo, LicensePlan, ServiceLicense } from '@lic/shared-api-types';
import { formatDate, formatDateTime } from '@lic/web-ui';
import { DETAIL_PAGE_SIZES, featureReportUrl, formatQuantity, isTransactional } from '../../../features/licences/licence-rules';
import { DETAIL_TEXT, LICENCES_TEXT } from '../../../features/licences/licences.messages';
import { BalanceCards } from './balance-cards';
import { SuspendLicencesForm } from './suspend-licences-form';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

const T = DETAIL_TEXT;

export interface ServiceLicenceBlockProps {
  customer: CustomerInfo;
  service: ServiceLicense;
  onAddLicence: (customer: CustomerInfo, serviceName: string) => void;
  onEditLicence: (purchaseOrderLicenseId: number) => void;
  /** Reactivates the suspended licences of the plan's order; absent when the user may not (LICENSE_FULL_ACCESS). */
  onReactivate?: (purchaseOrderLicenseId: number) => Promise<void>;
  /** Suspends with a reason the licences of the plan's order (true once done); absent when the user may not (LICENSE_FULL_ACCESS). */
  onSuspend?: (purchaseOrderLicenseId: number, reason: string) => Promise<boolean>;
  /** Opens a page in a new tab (window.open in the browser). */
  openTab?: (url: string) => void;
}

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

/** One customer/service block of the licence detail (backoffice-licensing.md §2.2). */
export function ServiceLicenceBlock({
  customer,
  service,
  onAddLicence,
  onEditLicence,
  onReactivate,
  onSuspend,
  openTab,
}: ServiceLicenceBlockProps) {
  const open = openTab ?? ((url: string) => window.open(url, '_blank', 'noopener'));
  const suspended = service.licensePlan.filter((plan) => plan.isSuspended);

  const featureTable = (plan: LicensePlan) => (
    <Table<BalanceFeatureLicense>
      size="small"
      rowKey="featureCode"
      dataSource={plan.balanceFeaturesLicense}
      pagination={false}
      columns={[
        { key: 'feature', title: T.features.feature, dataIndex: 'featureName' },
        {
          key: 'total',
          title: T.features.total,
          align: 'right',
          render: (_, row) => formatQuantity(row.quantity, row.isUnlimited, row.storageUnit),
        },
        { key: 'used', title: T.features.used, align: 'right', render: (_, row) => formatQuantity(row.used, false, row.storageUnit) },
        {
          key: 'available',
          title: T.features.available,
          align: 'right',
          render: (_, row) => formatQuantity(row.available, row.isUnlimited, row.storageUnit),
        },
        { key: 'lastUse', title: T.features.lastUse, render: (_, row) => (row.lastUseDate ? formatDateTime(row.lastUseDate) : '—') },
        {
          key: 'report',
          title: '',
          width: 48,
          render: (_, row) => (
            <Button
              type="text"
              size="small"
              icon={<BarChartOutlined />}
              title={T.features.report}
              aria-label={`${T.features.report} ${row.featureName}`}
              disabled={!isTransactional(row.featureCategoryType)}
              onClick={() => open(featureReportUrl(customer, row.featureCode, service.serviceName))}
            />
          ),
        },
      ]}
    />
  );

  return (
    <Card
      size="small"
      data-testid="service-license"
      aria-label={`${customer.customerName} ${service.serviceName}`}
      title={
        <Space wrap>
          <Typography.Text strong>{service.serviceName}</Typography.Text>
          <Badge status={service.licenseBaseIsActive ? 'success' : 'default'} text={service.licenseBaseIsActive ? T.active : T.inactive} />
        </Space>
      }
      extra={
        <Button icon={<PlusOutlined />} onClick={() => onAddLicence(customer, service.serviceName)}>
          {T.addLicence}
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={LICENCES_TEXT.columns.company}>{customer.customerName}</Descriptions.Item>
        <Descriptions.Item label={LICENCES_TEXT.columns.document}>{customer.documentNumber}</Descriptions.Item>
        <Descriptions.Item label={T.legalRepresentative}>{customer.legalRepresentativeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={T.validity}>
          {dateOrDash(service.licenseBaseStartDate)} - {dateOrDash(service.licenseBaseExpirationDate)}
        </Descriptions.Item>
        <Descriptions.Item label={T.lastConsumption}>
          {service.lastConsumptionLicense ? formatDateTime(service.lastConsumptionLicense) : T.never}
        </Descriptions.Item>
      </Descriptions>
      {suspended.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="suspended-plans"
          style={{ marginBottom: 12 }}
          message={`${T.suspendedPlans}: ${suspended.map((plan) => plan.packageName).join(', ')}`}
          description={T.suspendedNotice}
        />
      )}
      <BalanceCards balances={service.balanceTotalPlans} />
      <Table<LicensePlan>
        size="small"
        style={{ marginTop: 12 }}
        rowKey="purchaseOrderLicenseId"
        dataSource={service.licensePlan}
        scroll={{ x: 860 }}
        expandable={{ expandedRowRender: featureTable }}
        pagination={{
          defaultPageSize: DETAIL_PAGE_SIZES[0],
          pageSizeOptions: DETAIL_PAGE_SIZES,
          showSizeChanger: true,
          hideOnSinglePage: false,
          showTotal: showTotalOf(TABLE_COUNTS.plans),
          locale: { items_per_page: LICENCES_TEXT.pageSizeLabel },
        }}
        columns={[
          { key: 'package', title: T.packages.package, dataIndex: 'packageName' },
          { key: 'start', title: T.packages.start, render: (_, plan) => formatDate(plan.effectiveDate) },
          { key: 'end', title: T.packages.end, render: (_, plan) => formatDate(plan.expirationDate) },
          { key: 'purchase', title: T.packages.purchase, render: (_, plan) => formatDate(plan.purchaseDate) },
          {
            key: 'state',
            title: T.packages.state,
            render: (_, plan) =>
              plan.isSuspended ? (
                <Space direction="vertical" size={2}>
                  <Tooltip title={plan.suspendedOn ? `${T.suspendedSince} ${formatDateTime(plan.suspendedOn)}` : undefined}>
                    <Tag color="error">{T.suspended}</Tag>
                  </Tooltip>
                  {plan.suspensionReason && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {plan.suspensionReason}
                    </Typography.Text>
                  )}
                </Space>
              ) : (
                <Badge status={plan.isActive ? 'success' : 'default'} text={plan.isActive ? T.active : T.inactive} />
              ),
          },
          {
            key: 'actions',
            title: T.packages.actions,
            width: 210,
            render: (_, plan) => (
              <Space size={4} wrap>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  title={T.editLicence}
                  aria-label={`${T.editLicence} ${plan.packageName}`}
                  onClick={() => onEditLicence(plan.purchaseOrderLicenseId)}
                />
                {!plan.isSuspended && onSuspend && <SuspendLicencesForm plan={plan} onSuspend={onSuspend} />}
                {plan.isSuspended && onReactivate && (
                  <Popconfirm
                    title={T.reactivateConfirm}
                    description={T.reactivateDescription}
                    okText={T.reactivateYes}
                    cancelText={T.reactivateNo}
                    onConfirm={() => onReactivate(plan.purchaseOrderLicenseId)}
                  >
                    <Button size="small" icon={<UndoOutlined />} aria-label={`${T.reactivate} ${plan.packageName}`}>
                      {T.reactivate}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
