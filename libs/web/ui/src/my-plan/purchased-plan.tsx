import { Alert, Col, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { MyPlanFeature, MyPlanRecord } from '@lic/shared-api-types';
import { brandHas } from '@lic/shared-rules';
import { brandCodes, brands } from '../brand/brands';
import { formatDate } from '../format/format-date';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';
import { PlanFeatureCard } from './plan-feature-card';
import { PlanPackagesTable } from './plan-packages-table';

export interface PurchasedPlanProps {
  record: MyPlanRecord;
  onBuyMore: (feature: MyPlanFeature) => void;
  /** A card of its own for a feature (e.g. the employee monthly detail); undefined keeps the standard card. */
  renderFeature?: (feature: MyPlanFeature) => ReactNode | undefined;
}

/** The standard card of a plan feature, figures as the server formatted them. */
export function planFeatureCardOf(feature: MyPlanFeature, onBuyMore: (feature: MyPlanFeature) => void) {
  return (
    <PlanFeatureCard
      title={feature.featureAlias}
      featureCode={feature.featureCode}
      logoType={feature.logoType}
      total={feature.quantityTxLabel}
      available={feature.amountBalanceTxLabel}
      used={feature.quantityAddLabel}
      onBuyMore={() => onBuyMore(feature)}
    />
  );
}

/**
 * The heading of a service's plan: the product's name (Colfactura) when the service is one of the suite's
 * brands, else the service's own description or name. The catalogue's description of the service is a
 * sentence, shown under the heading instead.
 */
export function planTitleOf(record: Pick<MyPlanRecord, 'serviceName' | 'serviceNameDescription'>): {
  title: string;
  description: string | null;
} {
  const code = brandCodes.find((brand) => !brandHas(brand, 'sellsEveryService') && brand === record.serviceName.trim().toLowerCase());
  const description = record.serviceNameDescription.trim() || null;
  if (code !== undefined) {
    const title = brands[code].displayName;
    return { title, description: description?.toLowerCase() === title.toLowerCase() ? null : description };
  }
  return { title: description ?? record.serviceName, description: null };
}

/**
 * One service's plan (storefront.md §2 My plan, §3 My plan record): its title, the base plan's package
 * name and end date, the feature cards, and the tables "Planes base" and "Paquetes complementarios".
 * Plans suspended because their payment was reversed are marked "Suspendida", with the explanation.
 */
export function PurchasedPlan({ record, onBuyMore, renderFeature }: PurchasedPlanProps) {
  const basePlans = record.packagesActiveInfo.filter((pkg) => pkg.packageType === 'BAS');
  const complementary = record.packagesActiveInfo.filter((pkg) => pkg.packageType === 'CMP');
  const { title, description } = planTitleOf(record);
  const suspended = record.packagesActiveInfo.filter((pkg) => pkg.isSuspended);
  return (
    <section aria-label={title} data-testid="purchased-plan">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description !== null && <Typography.Text type="secondary">{description}</Typography.Text>}
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {record.packageName}
          </Typography.Text>
          {record.isSuspended && (
            <Tag color="error" data-testid="plan-suspended">
              {T.suspended}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary">
          {T.expiresOn}: <span data-testid="plan-expiration">{formatDate(record.expirationDate)}</span>
        </Typography.Text>
      </Flex>
      {suspended.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="plan-suspension"
          style={{ marginBottom: 16 }}
          message={`${T.suspendedTitle}: ${[...new Set(suspended.map((pkg) => pkg.packageName))].join(', ')}`}
          description={T.suspendedNotice}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {/* Only transactional features (category T) are consumed; functionality features have no balance to show. */}
        {record.packagesFeatures
          .filter((feature) => feature.featureCategoryType === 'T')
          .map((feature) => (
            <Col key={feature.featureCode} xs={24} sm={12} lg={8} xl={6}>
              {renderFeature?.(feature) ?? planFeatureCardOf(feature, onBuyMore)}
            </Col>
          ))}
      </Row>
      <Flex vertical gap={24}>
        <PlanPackagesTable title={T.basePlans} packages={basePlans} />
        <PlanPackagesTable title={T.complementaryPackages} packages={complementary} />
      </Flex>
    </section>
  );
}
