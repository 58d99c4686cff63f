import { useEffect, useMemo } from 'react';
import { CART_TEXTS, CartMenu, PageTitle } from '@lic/web-ui';
import { useCart } from '../features/cart/cart-context';
import { CART_PATHS } from '../features/cart/cart-routes';
import { cartMenuItems } from '../features/cart/cart-view';
import { useCartNavigation } from '../features/cart/hooks/use-cart-navigation';
import { useRefreshPageCheck } from '../features/cart/hooks/use-refresh-page-check';

/** Cart popover for embedding: items with price x quantity, the subtotal and "Pagar". */
export function ViewCartMenuRoute() {
  const cart = useCart();
  const go = useCartNavigation();
  const scheduleRefreshCheck = useRefreshPageCheck();
  const items = useMemo(() => cartMenuItems(cart.entries, cart.pricedCart), [cart.entries, cart.pricedCart]);

  useEffect(() => {
    if (cart.ready) scheduleRefreshCheck();
  }, [cart.ready, scheduleRefreshCheck]);

  return (
    <div style={{ padding: 12, display: 'inline-block' }}>
      <PageTitle visuallyHidden>{CART_TEXTS.title}</PageTitle>
      <CartMenu items={items} subtotal={cart.pricedCart.total} onPay={() => go(CART_PATHS.registerPurchaseExt)} />
    </div>
  );
}
