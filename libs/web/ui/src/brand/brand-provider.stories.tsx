import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Col, Flex, Input, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { formatCop } from '../format/format-money';
import { BrandProvider, useBrand } from './brand-provider';
import { brandCodes, brands } from './brands';

function Showcase() {
  const brand = useBrand();
  return (
    <div style={{ padding: 32, display: 'grid', gap: 24, maxWidth: 960 }}>
      <Flex align="center" gap={16} style={{ background: brand.headerBackground, padding: '12px 20px', borderRadius: 12 }}>
        <img src={brand.logo} alt={brand.displayName} style={{ height: 36 }} />
        <div style={{ flex: 1 }} />
        <img src={brand.favicon} alt="" width={32} height={32} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="Plan Emprendedor" extra={<Tag>BAS</Tag>}>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {formatCop(420000)} <Typography.Text type="secondary">/anual</Typography.Text>
            </Typography.Title>
            <Space>
              <Button type="primary">Agregar al carrito</Button>
              <Button>Agregar a compra</Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Código promocional">
            <Space.Compact style={{ width: '100%' }}>
              <Input placeholder="Código promocional" maxLength={20} />
              <Button type="primary">Aplicar</Button>
            </Space.Compact>
            <Flex gap={12} align="center" style={{ marginTop: 16 }}>
              <Select
                aria-label="Tipo de persona"
                style={{ width: 160 }}
                defaultValue="N"
                options={[
                  { value: 'N', label: 'Persona natural' },
                  { value: 'J', label: 'Persona jurídica' },
                ]}
              />
              <Switch defaultChecked id="showcase-active" aria-labelledby="showcase-active-label" />
              <Typography.Text id="showcase-active-label">Activo</Typography.Text>
            </Flex>
          </Card>
        </Col>
      </Row>
      <Table
        size="small"
        pagination={false}
        rowKey="plan"
        columns={[
          { title: 'Plan', dataIndex: 'plan' },
          { title: 'Fecha inicio', dataIndex: 'start' },
          { title: 'Fecha vencimiento', dataIndex: 'end' },
        ]}
        dataSource={[
          { plan: 'Plan Emprendedor', start: '01/02/2025', end: '01/02/2026' },
          { plan: 'Paquete 500 documentos', start: '15/03/2025', end: '15/03/2026' },
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Brand/BrandProvider',
  parameters: {
    docs: {
      description: {
        component:
          'Da a todo lo que envuelve la marca de la tienda: tokens de antd, español, título, favicon y colores de la página. Úsalo una vez, en la raíz de cada aplicación; nunca anidado.',
      },
    },
  },
  component: BrandProvider,
  args: { brand: brands.license, children: null },
} satisfies Meta<typeof BrandProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand chosen in the toolbar, applied to common antd controls. */
export const Showcase_: Story = {
  name: 'Muestra',
  render: () => <Showcase />,
};

/** Every brand side by side: header, wordmark, icon and palette (theme from the toolbar is ignored here). */
export const Gallery: Story = {
  name: 'Galería de marcas',
  parameters: { visual: { singleBrand: true } },
  render: () => (
    <div style={{ padding: 24, display: 'grid', gap: 16, background: '#e9ebf0', fontFamily: "'Segoe UI', Roboto, Arial, sans-serif" }}>
      {brandCodes.map((code) => {
        const brand = brands[code];
        return (
          <div key={code} style={{ borderRadius: 12, overflow: 'hidden', boxShadow: '0 1px 4px rgba(0,0,0,.12)' }}>
            <Flex align="center" gap={16} style={{ background: brand.headerBackground, padding: '12px 20px' }}>
              <img src={brand.logo} alt={brand.displayName} style={{ height: 36 }} />
              <div style={{ flex: 1 }} />
              <img src={brand.favicon} alt="" width={28} height={28} />
            </Flex>
            <Flex
              align="center"
              gap={12}
              style={{ background: brand.pageBackground, padding: '10px 20px', color: brand.mode === 'dark' ? '#fff' : '#222' }}
            >
              <span style={{ width: 20, height: 20, borderRadius: 6, background: brand.primaryColor }} />
              <code>{brand.primaryColor}</code>
              <span style={{ opacity: 0.7 }}>
                {brand.title} · tenant {brand.tenant} · {brand.mode}
              </span>
            </Flex>
          </div>
        );
      })}
    </div>
  ),
};

/** A brand forced by the story itself, whatever the toolbar says. */
export const Firmaya: Story = {
  parameters: { visual: { singleBrand: true } },
  render: () => (
    <BrandProvider brand={brands.firmaya}>
      <Showcase />
    </BrandProvider>
  ),
};
