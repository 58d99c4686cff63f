import { CrownFilled, FileTextOutlined, ShopOutlined, TagOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatCop } from '../format/format-money';
import { FeatureConfigurator } from '../feature-configurator/feature-configurator';
import type { ConfigurableService } from '../feature-configurator/feature-configuration';
import { InfoPopover } from './info-popover';

export const FEATURE_SEARCH_PLACEHOLDER = 'Buscar caracteristica';
export const PRIVATE_PACKAGE_LABEL = 'Paquete privado';

/** Header colour by package type id: 1 base, 2 combo, 3 complementary (backoffice-catalogue.md §3). */
export const PACKAGE_TYPE_COLORS: Record<number, string> = { 1: '#1d4ed8', 2: '#7c3aed', 3: '#0f766e' };
const OTHER_TYPE_COLOR = '#475569';

export interface PackageInfoLoaders {
  companies: () => Promise<string[]>;
  description: () => Promise<string[]>;
  promoCodes: () => Promise<string[]>;
  channels: () => Promise<string[]>;
}

export interface PackageCardProps {
  name: string;
  packageTypeId: number;
  price: number;
  /** The price after the offer; shown with the percentage off when it is below the price. */
  discountedPrice?: number | null;
  publicVisibility: boolean;
  info: PackageInfoLoaders;
  services: ConfigurableService[];
  onServicesChange: (services: ConfigurableService[]) => void;
  disabled?: boolean;
}

function PackagePrice(props: { price: number; discountedPrice?: number | null }) {
  const { price, discountedPrice } = props;
  const discounted = discountedPrice !== undefined && discountedPrice !== null && discountedPrice < price;
  if (!discounted) return <Typography.Text strong>{formatCop(price)}</Typography.Text>;
  const percent = price > 0 ? Math.round(((price - discountedPrice) / price) * 100) : 0;
  return (
    <Space size={8} wrap>
      <Typography.Text delete type="secondary">
        {formatCop(price)}
      </Typography.Text>
      <Typography.Text strong>{formatCop(discountedPrice)}</Typography.Text>
      <Typography.Text type="success">-{percent}%</Typography.Text>
    </Space>
  );
}

/** A package of the "Configurar paquetes" tab: price, info popovers and its features to configure. */
export function PackageCard(props: PackageCardProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const color = PACKAGE_TYPE_COLORS[props.packageTypeId] ?? OTHER_TYPE_COLOR;

  return (
    <Card
      data-testid="package-card"
      styles={{ header: { background: color, color: '#fff' }, body: { paddingTop: 12 } }}
      title={
        <Space size={8}>
          {!props.publicVisibility && <CrownFilled aria-label={PRIVATE_PACKAGE_LABEL} style={{ color: '#facc15' }} />}
          <span>{props.name}</span>
        </Space>
      }
      extra={
        <Space size={0} style={{ color: '#fff' }}>
          <InfoPopover title="Empresas" icon={<TeamOutlined />} load={props.info.companies} />
          <InfoPopover title="Descripción del paquete" icon={<FileTextOutlined />} load={props.info.description} />
          <InfoPopover title="Código promocional" icon={<TagOutlined />} load={props.info.promoCodes} />
          <InfoPopover title="Canales" icon={<ShopOutlined />} load={props.info.channels} />
        </Space>
      }
    >
      <PackagePrice price={props.price} discountedPrice={props.discountedPrice} />
      <Input.Search
        placeholder={FEATURE_SEARCH_PLACEHOLDER}
        aria-label={FEATURE_SEARCH_PLACEHOLDER}
        allowClear
        maxLength={100}
        value={search}
        style={{ margin: '12px 0 4px' }}
        onChange={(event) => {
          setSearch(event.target.value);
          // Clearing the box shows every feature again without waiting for Enter.
          if (event.target.value === '') setFilter('');
        }}
        onSearch={(value) => setFilter(value)}
        onBlur={() => setFilter(search)}
      />
      <FeatureConfigurator services={props.services} onChange={props.onServicesChange} filter={filter} disabled={props.disabled} />
    </Card>
  );
}
