import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Divider, Flex, List, Popover, Typography } from 'antd';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';
import { ALERT_FILL } from '../brand/antd-theme';
import { formatCop } from '../format/format-money';
import { CART_TEXTS } from './cart.messages';

export interface CartMenuItem {
  packageId: number;
  name: string;
  /** Price of one unit, IVA included, whole pesos (an employee item: the tier, one unit). */
  price: number;
  /** Units charged at that price. */
  quantity: number;
  /** What the line costs, IVA and discounts included: price × quantity − its discount. */
  total: number;
}

export interface CartMenuProps {
  items: readonly CartMenuItem[];
  subtotal: number;
  onPay: () => void;
}

/** The cart in a few lines: each item's price x quantity and what it costs, the subtotal and "Pagar" (/license/viewCartMenu). */
export function CartMenu({ items, subtotal, onPay }: CartMenuProps) {
  return (
    <div style={{ width: 300, maxWidth: '100%' }} data-testid="cart-menu">
      <List
        size="small"
        dataSource={[...items]}
        locale={{ emptyText: CART_TEXTS.empty }}
        style={{ maxHeight: 320, overflowY: 'auto' }}
        renderItem={(item) => (
          <List.Item key={item.packageId} style={{ paddingInline: 0 }}>
            <Flex vertical style={{ width: '100%' }}>
              <Typography.Text strong>{item.name}</Typography.Text>
              <Flex justify="space-between" gap={8}>
                <Typography.Text type="secondary">{`${formatCop(item.price)} x ${item.quantity}`}</Typography.Text>
                <Typography.Text data-testid="cart-menu-line-total">{formatCop(item.total)}</Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      <Divider style={{ margin: '8px 0' }} />
      <Flex justify="space-between" align="center">
        <Typography.Text>{CART_TEXTS.subtotal}</Typography.Text>
        <Typography.Text strong data-testid="cart-menu-subtotal">
          {formatCop(subtotal)}
        </Typography.Text>
      </Flex>
      <Button type="primary" block style={{ marginTop: 12 }} disabled={items.length === 0} onClick={onPay}>
        {CART_TEXTS.pay}
      </Button>
    </div>
  );
}

export interface CartButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'type'> {
  count: number;
  color?: string;
}

/**
 * The cart icon with the number of items, for a header; usable as a popover's trigger. Its name comes from its
 * content, a hidden "Ver carrito de compras" and the badge's number, so the name always holds the visible text.
 */
export const CartButton = forwardRef<HTMLButtonElement, CartButtonProps>(function CartButton({ count, color, style, ...rest }, ref) {
  return (
    <Button ref={ref} type="text" title={CART_TEXTS.openCart} {...rest} style={{ color, ...style }}>
      <span style={VISUALLY_HIDDEN}>{`${CART_TEXTS.openCart} `}</span>
      <Badge count={count} color={ALERT_FILL} size="small" offset={[4, -2]}>
        <ShoppingCartOutlined aria-hidden style={{ fontSize: 22, color }} />
      </Badge>
    </Button>
  );
});

export interface CartPopoverProps extends CartMenuProps {
  children: ReactNode;
}

/** The cart menu in a popover under its trigger, e.g. a CartButton. */
export function CartPopover({ children, ...menu }: CartPopoverProps) {
  return (
    <Popover content={<CartMenu {...menu} />} title={CART_TEXTS.title} trigger={['hover', 'click']} placement="bottomRight">
      {children}
    </Popover>
  );
}
