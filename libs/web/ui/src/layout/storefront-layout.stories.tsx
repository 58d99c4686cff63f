import { ShoppingCartOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { Badge, Button, Card, Col, List, Row, Typography } from 'antd';
import { fn } from 'storybook/test';
import { useBrand } from '../brand/brand-provider';
import { brandCodes } from '../brand/brands';
import { formatCop } from '../format/format-money';
import { PageShell } from './page-shell';
import { StorefrontLayout } from './storefront-layout';

const packages = [
  { name: 'Plan Emprendedor', price: 420000, features: ['500 documentos', '1 usuario'] },
  { name: 'Plan Pyme', price: 890000, features: ['2.000 documentos', '5 usuarios'] },
  { name: 'Plan Empresarial', price: 1690000, features: ['Documentos (Ilimitadas)', '20 usuarios'] },
];

function Catalogue() {
  return (
    <PageShell title="Planes">
      <Row gutter={[24, 24]}>
        {packages.map((item) => (
          <Col key={item.name} xs={24} md={8}>
            <Card
              title={item.name}
              actions={[
                <Button key="buy" type="primary">
                  Agregar al carrito
                </Button>,
              ]}
            >
              <Typography.Title level={2} style={{ marginTop: 0 }}>
                {formatCop(item.price)} <Typography.Text type="secondary">/anual</Typography.Text>
              </Typography.Title>
              <List size="small" dataSource={item.features} renderItem={(feature) => <List.Item>{feature}</List.Item>} />
            </Card>
          </Col>
        ))}
      </Row>
    </PageShell>
  );
}

function CartButton() {
  const brand = useBrand();
  return (
    <Badge count={2} size="small">
      <Button
        type="text"
        aria-label="Carrito de compras"
        icon={<ShoppingCartOutlined style={{ fontSize: 20, color: brand.headerText }} />}
      />
    </Badge>
  );
}

const meta = {
  title: 'Layout/StorefrontLayout',
  parameters: {
    docs: {
      description: {
        component:
          'La cabecera, el pie y el menú de la tienda alrededor de una página. Úsalo en todas las páginas de la tienda; el back office tiene su propio marco.',
      },
    },
  },
  component: StorefrontLayout,
  args: { children: <Catalogue />, onLogout: fn(), onNavigate: fn() },
} satisfies Meta<typeof StorefrontLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = { args: { user: null } };

export const SignedIn: Story = {
  args: { user: { name: 'Ana', surname: 'Pérez' }, myPlanHref: '/myplan' },
};

export const WithSuiteAndCart: Story = {
  args: {
    user: { name: 'Ana', surname: 'Pérez' },
    suiteApps: brandCodes.filter((code) => code !== 'license').map((code) => ({ code, href: `https://${code}.example.com` })),
    headerExtra: <CartButton />,
  },
};

/** A long name on a 390 px phone: the header keeps only the initials, so the page does not widen. */
export const SignedInOnAPhone: Story = {
  args: { user: { name: 'María Fernanda', surname: 'López Cárdenas' }, headerExtra: <CartButton /> },
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
