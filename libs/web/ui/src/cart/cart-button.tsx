import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';
import { ALERT_FILL } from '../brand/antd-theme';
import { CART_TEXTS } from './cart.messages';

// Its own file: the header of every page shows it, while the cart menu's list stays off the first screen.
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
