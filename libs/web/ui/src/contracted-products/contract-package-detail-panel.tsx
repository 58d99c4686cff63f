import { BarChartOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import type { ContractPackageDetail, ContractServiceDetail } from '@lic/shared-api-types';
import { formatDate } from '../format/format-date';
import { formatContractQuantity } from './contract-quantity';
import { CONTRACTED_PRODUCTS_TEXTS as T } from './contracted-products.texts';

export interface ContractPackageDetailPanelProps {
  /** Null while loading or when the lookup failed (it is only logged, §8): zeros and an empty table. */
  detail: ContractPackageDetail | null;
  loading?: boolean;
  /** "Movimientos": opens the movements report of this package (in a new tab); disabled without a detail. */
  onMovements: () => void;
}

const byText = (key: 'contractNumber' | 'effectiveDate' | 'expirationDate') => (a: ContractServiceDetail, b: ContractServiceDetail) =>
  a[key].localeCompare(b[key]);
/** Unlimited rows sort above every counted one. */
const byQuantity = (key: 'totalAmmount' | 'totalBalance') => (a: ContractServiceDetail, b: ContractServiceDetail) =>
  Number(a.isUnlimited) - Number(b.isUnlimited) || a[key] - b[key];

/** A package's contracted figures (Total, Disponible, Usado), "Movimientos" and the per-contract table (§2.9). */
export function ContractPackageDetailPanel({ detail, loading = false, onMovements }: ContractPackageDetailPanelProps) {
  const unlimited = detail?.isUnlimited ?? false;
  const figures = [
    { label: T.total, value: formatContractQuantity(detail?.quantityAccumulated ?? 0, unlimited) },
    { label: T.available, value: formatContractQuantity(detail?.balanceAccumulated ?? 0, unlimited) },
    { label: T.used, value: formatContractQuantity(detail?.usedAccumulated ?? 0) },
  ];
  return (
    <Card size="small" data-testid="contract-package-detail" loading={loading}>
      <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
        <dl style={{ display: 'flex', gap: 32, margin: 0, flexWrap: 'wrap' }}>
          {figures.map((figure) => (
            <div key={figure.label} data-testid={`figure-${figure.label}`}>
              <dt>
                <Typography.Text type="secondary">{figure.label}</Typography.Text>
              </dt>
              <dd style={{ margin: 0 }}>
                <Typography.Text strong style={{ fontSize: 18 }}>
                  {figure.value}
                </Typography.Text>
              </dd>
            </div>
          ))}
        </dl>
        <Button icon={<BarChartOutlined />} onClick={onMovements} disabled={detail === null}>
          {T.movements}
        </Button>
      </Flex>
      {(detail?.plansConsumedFirst.length ?? 0) > 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="plans-consumed-first"
          style={{ marginBottom: 16 }}
          message={T.plansFirstTitle}
          description={
            <>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {detail?.plansConsumedFirst.map((plan) => (
                  <li key={`${plan.packageName}-${plan.expirationDate}`}>
                    {T.planFirst(
                      plan.packageName,
                      formatDate(plan.expirationDate),
                      formatContractQuantity(plan.available, plan.isUnlimited),
                    )}
                  </li>
                ))}
              </ul>
              {T.plansFirstText}
            </>
          }
        />
      )}
      <Table<ContractServiceDetail>
        size="small"
        pagination={false}
        rowKey={(row) => `${row.contractNumber}-${row.effectiveDate}`}
        dataSource={detail?.contractServiceDetail ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: T.contract, dataIndex: 'contractNumber', key: 'contractNumber', sorter: byText('contractNumber') },
          {
            title: T.startDate,
            dataIndex: 'effectiveDate',
            key: 'effectiveDate',
            sorter: byText('effectiveDate'),
            render: (value: string) => formatDate(value),
          },
          {
            title: T.expirationDate,
            dataIndex: 'expirationDate',
            key: 'expirationDate',
            sorter: byText('expirationDate'),
            render: (value: string) => formatDate(value),
          },
          {
            title: T.totalColumn,
            dataIndex: 'totalAmmount',
            key: 'totalAmmount',
            align: 'right',
            sorter: byQuantity('totalAmmount'),
            render: (value: number, row) => formatContractQuantity(value, row.isUnlimited),
          },
          {
            title: T.availableColumn,
            dataIndex: 'totalBalance',
            key: 'totalBalance',
            align: 'right',
            sorter: byQuantity('totalBalance'),
            render: (value: number, row) => formatContractQuantity(value, row.isUnlimited),
          },
          {
            title: T.usedColumn,
            dataIndex: 'totalUsed',
            key: 'totalUsed',
            align: 'right',
            sorter: (a, b) => a.totalUsed - b.totalUsed,
            render: (value: number) => formatContractQuantity(value),
          },
        ]}
      />
    </Card>
  );
}
