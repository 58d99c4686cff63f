import { useEffect, useState } from 'react';
import { CartButton, lazyPage, useBrand } from '@lic/web-ui';
import { useCart } from '../cart-context';

// The cart's table and forms load with its first opening, not with the first screen.
const CartModalView = lazyPage(() => import('./cart-modal-view').then((m) => m.CartModalView), null);

/** The header's cart icon with the number of items; it opens the cart modal, mounted from its first opening. */
export function CartHeaderButton() {
  const cart = useCart();
  const brand = useBrand();
  const [mounted, setMounted] = useState(cart.isOpen);
  useEffect(() => {
    if (cart.isOpen) setMounted(true);
  }, [cart.isOpen]);

  return (
    <>
      <CartButton count={cart.count} onClick={cart.open} color={brand.headerText} />
      {(mounted || cart.isOpen) && <CartModalView />}
    </>
  );
}
