import { useEffect, useState } from 'react';
import { CartButton, useBrand } from '@lic/web-ui';
import { useCart } from '../cart-context';
import { CartModalView } from './cart-modal-view';

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
