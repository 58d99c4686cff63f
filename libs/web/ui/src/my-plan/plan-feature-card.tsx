import { Button, Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { featureIconOf } from './feature-icon';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';

export interface PlanFeatureCardProps {
  /** The feature alias: the card's title. */
  title: string;
  featureCode: string;
  /** The icon the server chose (an antd icon name); the feature code picks one otherwise. */
  logoType?: string | null;
  /** Formatted figures ("1.000", "Ilimitadas"). */
  total: string;
  available: string;
  used: string;
  /** "Comprar más": opens the complementary packages. */
  onBuyMore: () => void;
  /** Anything between the title and the figures, e.g. the month of the employee detail. */
  children?: ReactNode;
  /** The figures are being fetched again. */
  loading?: boolean;
}

/** A feature of the customer's plan (storefront.md §2 My plan): alias, icon, Total, Disponible, Usado and "Comprar más". */
export function PlanFeatureCard(props: PlanFeatureCardProps) {
  const { token } = theme.useToken();
  const Icon = featureIconOf(props.logoType, props.featureCode);
  const figures = [
    { label: T.total, value: props.total },
    { label: T.available, value: props.available },
    { label: T.used, value: props.used },
  ];
  return (
    <Card
      data-testid="plan-feature-card"
      data-feature={props.featureCode}
      loading={props.loading}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16, height: '100%' } }}
    >
      <Flex align="center" gap={12}>
        <Icon aria-hidden style={{ fontSize: 28, color: token.colorPrimary }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
      </Flex>
      {props.children}
      <dl style={{ margin: 0 }}>
        {figures.map((figure, index) => (
          <div
            key={figure.label}
            data-testid={`figure-${figure.label}`}
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 8,
              padding: '6px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
          >
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
      <Button type="primary" block onClick={props.onBuyMore} style={{ marginTop: 'auto' }}>
        {T.buyMore}
      </Button>
    </Card>
  );
}
