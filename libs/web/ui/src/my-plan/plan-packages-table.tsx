import { Table, Tag, Typography } from 'antd';
import type { MyPlanPackage } from '@lic/shared-api-types';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';
import { formatDate } from '../format/format-date';
import { usePhoneLayout } from '../layout/use-phone-layout';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';

export interface PlanPackagesTableProps {
  /** "Planes base" or "Paquetes complementarios". */
  title: string;
  packages: MyPlanPackage[];
}

function PlanFlag({ row }: { row: MyPlanPackage }) {
  if (row.isSuspended) return <Tag color="error">{T.suspended}</Tag>;
  if (row.isNearToExpire) return <Tag color="warning">{T.nearToExpire}</Tag>;
  return null;
}

/**
 * The active plans or packages of one kind: Plan, start date, expiry date and the "Suspendida" or "Próximo a vencer"
 * flag. On a phone the flag goes under the plan's name and the columns wrap, so the table fits the screen.
 */
export function PlanPackagesTable({ title, packages }: PlanPackagesTableProps) {
  const phone = usePhoneLayout();
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
        scroll={phone ? undefined : { x: 'max-content' }}
        columns={[
          {
            title: T.plan,
            dataIndex: 'packageName',
            key: 'packageName',
            render: (name: string, row) =>
              phone ? (
                <>
                  <div>{name}</div>
                  <PlanFlag row={row} />
                </>
              ) : (
                name
              ),
          },
          { title: T.startDate, dataIndex: 'effectiveDate', key: 'effectiveDate', render: (value: string) => formatDate(value) },
          { title: T.expiryDate, dataIndex: 'expirationDate', key: 'expirationDate', render: (value: string) => formatDate(value) },
          ...(phone
            ? []
            : [
                {
                  title: <span style={VISUALLY_HIDDEN}>{T.state}</span>,
                  key: 'isNearToExpire',
                  render: (_: unknown, row: MyPlanPackage) => <PlanFlag row={row} />,
                },
              ]),
        ]}
      />
    </section>
  );
}
