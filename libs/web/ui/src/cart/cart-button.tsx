import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CART_TEXTS } from './cart.messages';

// Its own file: the header of every page shows it, while the cart menu's list stays off the first screen.
export interface CartButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'type'> {
  count: number;
  color?: string;
}

/** The cart icon with the number of items, for a header; usable as a popover's trigger. */
export const CartButton = forwardRef<HTMLButtonElement, CartButtonProps>(function CartButton({ count, color, style, ...rest }, ref) {
  return (
    <Button ref={ref} type="text" aria-label={CART_TEXTS.openCart} title={CART_TEXTS.openCart} {...rest} style={{ color, ...style }}>
      <Badge count={count} size="small" offset={[4, -2]}>
        <ShoppingCartOutlined style={{ fontSize: 22, color }} />
      </Badge>
    </Button>
  );
});
