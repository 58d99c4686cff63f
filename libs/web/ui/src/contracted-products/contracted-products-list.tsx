import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Collapse, Flex, Result, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { DashboardEntry } from '@lic/shared-api-types';
import { CONTRACTED_PRODUCTS_TEXTS as T } from './contracted-products.texts';

export type ContractedPackage = DashboardEntry['contractedServices'][number];

export interface ContractedProductsListProps {
  entries: DashboardEntry[];
  loading?: boolean;
  /** The detail of a package, rendered (and so fetched) only while its "Ver detalle" row is open. */
  renderDetail: (entry: DashboardEntry, contractedPackage: ContractedPackage) => ReactNode;
}

function ContractedPackageRow(props: {
  entry: DashboardEntry;
  contractedPackage: ContractedPackage;
  renderDetail: ContractedProductsListProps['renderDetail'];
}) {
  const [open, setOpen] = useState(false);
  const { contractedPackage } = props;
  return (
    <li
      data-testid="contracted-package"
      data-package={contractedPackage.packageCode}
      style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Text strong>{contractedPackage.packageDescription}</Typography.Text>
        <Button
          type="link"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          aria-expanded={open}
          aria-label={`${T.viewDetail} ${contractedPackage.packageDescription}`}
          onClick={() => setOpen((value) => !value)}
        >
          {T.viewDetail}
        </Button>
      </Flex>
      {open && <div style={{ marginTop: 12 }}>{props.renderDetail(props.entry, contractedPackage)}</div>}
    </li>
  );
}

/** "Productos adquiridos" (§2.9): a collapsible panel per product with a "Ver detalle" row per package, or the empty state. */
export function ContractedProductsList({ entries, loading = false, renderDetail }: ContractedProductsListProps) {
  // No skeleton title: it is an empty heading to a screen reader.
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  if (entries.length === 0) {
    return (
      <div data-testid="contracted-products-empty">
        <Result status="info" title={T.emptyTitle} subTitle={T.emptyText} />
      </div>
    );
  }
  return (
    <Collapse
      defaultActiveKey={entries.map((entry) => entry.serviceName)}
      items={entries.map((entry) => ({
        key: entry.serviceName,
        label: <Typography.Text strong>{entry.name}</Typography.Text>,
        children: (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entry.contractedServices.map((contractedPackage) => (
              <ContractedPackageRow
                key={contractedPackage.packageCode}
                entry={entry}
                contractedPackage={contractedPackage}
                renderDetail={renderDetail}
              />
            ))}
          </ul>
        ),
      }))}
    />
  );
}
