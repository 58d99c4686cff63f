import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Modal, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatCop } from '../format/format-money';
import type { CartLineView } from './cart-line';
import { CART_TEXTS } from './cart.messages';
import { CartPromoCodeForm } from './cart-promo-code-form';
import { CartTable } from './cart-table';

export interface CartModalPromo {
  onApply: (code: string) => void;
  loading: boolean;
  /** Changes when the form must start over (the cart was emptied). */
  resetKey?: string | number;
}

export interface CartModalProps {
  open: boolean;
  /** Drawn in the page instead of over it (the /license/viewCartModal embedding). */
  embedded?: boolean;
  lines: readonly CartLineView[];
  total: number;
  /** The cart is being priced again: the total reads "Procesando...". */
  loading?: boolean;
  /** The promo code form; hidden when null (promotionCodeApply off). */
  promo?: CartModalPromo | null;
  /** Shows that the values exclude the integration service, with a mailto link (integrationServiceApply). */
  integrationContactEmail?: string | null;
  showIntegrationNote?: boolean;
  onClose: () => void;
  onAddProducts: () => void;
  onContinue: () => void;
  onQuantityChange: (packageId: number, quantity: number) => void;
  onRemove: (packageId: number) => void;
  /** Replaces the "Continuar" button, e.g. firmaya's subscriber form. */
  checkout?: ReactNode;
}

function CartHeader(props: { title: string; onAddProducts: () => void; onClose: () => void }) {
  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 160 }}>
        {props.title}
      </Typography.Title>
      <Button icon={<PlusOutlined />} onClick={props.onAddProducts}>
        {CART_TEXTS.addProducts}
      </Button>
      <Button type="text" icon={<CloseOutlined />} aria-label={CART_TEXTS.close} title={CART_TEXTS.close} onClick={props.onClose} />
    </Flex>
  );
}

function CartBody(props: CartModalProps) {
  const empty = props.lines.length === 0;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <CartTable
        lines={props.lines}
        variant="detailed"
        onQuantityChange={props.onQuantityChange}
        onRemove={props.onRemove}
        disabled={props.loading}
      />
      {props.promo && (
        <CartPromoCodeForm key={props.promo.resetKey} onApply={props.promo.onApply} loading={props.promo.loading} disabled={empty} />
      )}
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Space direction="vertical" size={0}>
          <Typography.Text type="secondary">{CART_TEXTS.taxIncluded}</Typography.Text>
          <Typography.Text type="secondary">{CART_TEXTS.discountBeforeTax}</Typography.Text>
          {props.showIntegrationNote && (
            <Typography.Text type="secondary">
              {CART_TEXTS.integrationNote}{' '}
              {props.integrationContactEmail ? (
                <Typography.Link href={`mailto:${props.integrationContactEmail}`} underline>
                  {CART_TEXTS.contactUs}
                </Typography.Link>
              ) : (
                CART_TEXTS.contactUs
              )}
            </Typography.Text>
          )}
        </Space>
        <Space direction="vertical" size={0} style={{ textAlign: 'right', marginLeft: 'auto' }}>
          <Typography.Text strong>{CART_TEXTS.total}</Typography.Text>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="cart-total">
            {props.loading ? CART_TEXTS.processing : formatCop(props.total)}
          </Typography.Title>
        </Space>
      </Flex>
      {props.checkout ?? (
        <Flex justify="flex-end">
          <Button type="primary" size="large" disabled={empty || props.loading} onClick={props.onContinue}>
            {CART_TEXTS.continue}
          </Button>
        </Flex>
      )}
    </Space>
  );
}

/**
 * "Carrito de compras" (storefront.md §2): the package's name as title when it holds one item, the
 * lines with quantity, unit value, discount, IVA and subtotal, the promo code form, the total and
 * "Continuar".
 */
export function CartModal(props: CartModalProps) {
  const title = props.lines.length === 1 ? props.lines[0].name : CART_TEXTS.title;
  const header = <CartHeader title={title} onAddProducts={props.onAddProducts} onClose={props.onClose} />;

  if (props.embedded) {
    if (!props.open) return null;
    return (
      <section aria-label={CART_TEXTS.title} style={{ maxWidth: 960, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)' }}>
        {header}
        <Divider style={{ margin: '12px 0' }} />
        <CartBody {...props} />
      </section>
    );
  }

  return (
    <Modal
      open={props.open}
      title={header}
      closable={false}
      footer={null}
      width={960}
      onCancel={props.onClose}
      destroyOnHidden
      aria-label={CART_TEXTS.title}
    >
      <CartBody {...props} />
    </Modal>
  );
}
