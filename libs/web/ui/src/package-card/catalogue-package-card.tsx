import { CheckCircleFilled, CrownFilled } from '@ant-design/icons';
import { Button, Card, Space, Typography, theme } from 'antd';
import { UNLIMITED_QUANTITY } from '@lic/shared-rules';
import { formatCop } from '../format/format-money';
import { PACKAGE_TYPE_COLORS, PRIVATE_PACKAGE_LABEL } from './package-card';

export const CATALOGUE_PER_YEAR = '/anual';
export const CATALOGUE_FROM_PRICE = 'desde';
export const CATALOGUE_UNLIMITED = '(Ilimitadas)';
export const CATALOGUE_BUY_NOW = 'Agregar a compra';
export const CATALOGUE_ADD_TO_CART = 'Agregar al carrito';

export interface CatalogueFeature {
  key: string | number;
  /** The feature alias, else its description. */
  label: string;
  quantity: number;
  /** Flagged unlimited; a quantity of 1,000,000 is unlimited too. */
  unlimited?: boolean;
  /** MB or GB for storage features. */
  unit?: string | null;
}

const quantityFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** "Documentos: 500", "Almacenamiento: 2 GB" or "Documentos (Ilimitadas)" (storefront.md §2). */
export function catalogueFeatureLine(feature: CatalogueFeature): string {
  if (feature.unlimited || feature.quantity === UNLIMITED_QUANTITY) return `${feature.label} ${CATALOGUE_UNLIMITED}`;
  const unit = feature.unit ? ` ${feature.unit}` : '';
  return `${feature.label}: ${quantityFormat.format(feature.quantity)}${unit}`;
}

export interface CataloguePackageCardProps {
  name: string;
  /** 1 base, 2 combo, 3 complementary: the colour of the header band. */
  packageTypeId: number;
  /** Price per year, IVA included. */
  price: number;
  /** The price after the offer; below the price it shows with the price struck through. */
  discountedPrice?: number | null;
  /** Priced by tiers (employee packages): the price is where they start, shown after "desde". */
  fromPrice?: boolean;
  publicVisibility: boolean;
  features: CatalogueFeature[];
  /** "Agregar a compra": add and go straight to the purchase. */
  onBuyNow: () => void;
  /** "Agregar al carrito": add and show the cart. */
  onAddToCart: () => void;
  /** A purchase is under way: both buttons wait. */
  busy?: boolean;
}

/** A package of the storefront's home catalogue: name, yearly price, features and the two purchase buttons. */
export function CataloguePackageCard(props: CataloguePackageCardProps) {
  const { token } = theme.useToken();
  const discounted = props.discountedPrice !== undefined && props.discountedPrice !== null && props.discountedPrice < props.price;
  const shownPrice = discounted ? (props.discountedPrice as number) : props.price;
  const band = PACKAGE_TYPE_COLORS[props.packageTypeId] ?? token.colorPrimary;

  return (
    <Card
      data-testid="catalogue-package-card"
      style={{ height: '100%', borderTop: `4px solid ${band}` }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
    >
      <Space size={8} align="start">
        {!props.publicVisibility && <CrownFilled aria-label={PRIVATE_PACKAGE_LABEL} style={{ color: '#facc15', fontSize: 18 }} />}
        {/* A card's name is the heading under its section's (h2): an h3 drawn at the h4 size. */}
        <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
          {props.name}
        </Typography.Title>
      </Space>
      <div data-testid="package-price">
        {discounted && (
          <Typography.Text delete type="secondary" style={{ display: 'block' }}>
            {formatCop(props.price)}
          </Typography.Text>
        )}
        {props.fromPrice && (
          <Typography.Text type="secondary" style={{ marginRight: 6 }}>
            {CATALOGUE_FROM_PRICE}
          </Typography.Text>
        )}
        <Typography.Text strong style={{ fontSize: 24, color: token.colorPrimary }}>
          {formatCop(shownPrice)}
        </Typography.Text>
        <Typography.Text type="secondary"> {CATALOGUE_PER_YEAR}</Typography.Text>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {props.features.map((feature) => (
          <li key={feature.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            <CheckCircleFilled style={{ color: token.colorSuccess }} />
            <Typography.Text>{catalogueFeatureLine(feature)}</Typography.Text>
          </li>
        ))}
      </ul>
      <div style={{ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Button type="primary" block loading={props.busy} disabled={props.busy} onClick={props.onBuyNow}>
          {CATALOGUE_BUY_NOW}
        </Button>
        <Button block disabled={props.busy} onClick={props.onAddToCart}>
          {CATALOGUE_ADD_TO_CART}
        </Button>
      </div>
    </Card>
  );
}
