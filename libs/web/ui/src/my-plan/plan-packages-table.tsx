import { Table, Tag, Typography } from 'antd';
import type { MyPlanPackage } from '@lic/shared-api-types';
import { formatDate } from '../format/format-date';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';

export interface PlanPackagesTableProps {
  /** "Planes base" or "Paquetes complementarios". */
  title: string;
  packages: MyPlanPackage[];
}

/** The active plans or packages of one kind: Plan, start date, expiry date and the "Suspendida" or "Próximo a vencer" flag. */
export function PlanPackagesTable({ title, packages }: PlanPackagesTableProps) {
  return (
    <section aria-label={title}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Table<MyPlanPackage>
        size="small"
        pagination={false}
        rowKey={(row) => `${row.packageCode}-${row.effectiveDate}`}
        dataSource={packages}
        locale={{ emptyText: T.noInformation }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: T.plan, dataIndex: 'packageName', key: 'packageName' },
          { title: T.startDate, dataIndex: 'effectiveDate', key: 'effectiveDate', render: (value: string) => formatDate(value) },
          { title: T.expiryDate, dataIndex: 'expirationDate', key: 'expirationDate', render: (value: string) => formatDate(value) },
          {
            title: '',
            key: 'isNearToExpire',
            render: (_, row) =>
              row.isSuspended ? (
                <Tag color="error">{T.suspended}</Tag>
              ) : row.isNearToExpire ? (
                <Tag color="warning">{T.nearToExpire}</Tag>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
