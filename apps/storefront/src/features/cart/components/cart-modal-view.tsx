import { useMemo } from 'react';
import { brandHas } from '@lic/shared-rules';
import { CartModal } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useAppParameters } from '../../app-parameters';
import { useCart } from '../cart-context';
import { CART_PATHS } from '../cart-routes';
import { cartLineViews } from '../cart-view';
import { useCartNavigation } from '../hooks/use-cart-navigation';
import { SubscriberCheckout } from './subscriber-checkout';

export interface CartModalViewProps {
  /** Drawn in the page, always open (/license/viewCartModal). */
  embedded?: boolean;
  /** What closing does when embedded; the modal otherwise just closes. */
  onClose?: () => void;
}

/** The cart modal of storefront.md §2 over the cart state and the brand's parameters. */
export function CartModalView({ embedded, onClose }: CartModalViewProps) {
  const cart = useCart();
  const { appName } = useStorefront();
  const { parameters } = useAppParameters();
  const go = useCartNavigation();
  const app = appName.toLowerCase();
  const lines = useMemo(
    () => cartLineViews(cart.entries, cart.pricedCart, appName, cart.tiers),
    [cart.entries, cart.pricedCart, appName, cart.tiers],
  );

  const close = () => {
    cart.close();
    onClose?.();
  };

  return (
    <CartModal
      open={embedded ? true : cart.isOpen}
      embedded={embedded}
      lines={lines}
      total={cart.pricedCart.total}
      loading={cart.repricing || cart.promoLoading}
      promo={
        parameters.promotionCodeApply
          ? { onApply: (code) => void cart.applyPromo(code), loading: cart.promoLoading, resetKey: cart.emptied ? 'emptied' : 'cart' }
          : null
      }
      showIntegrationNote={parameters.integrationServiceApply}
      integrationContactEmail={parameters.contactEmailLabel || null}
      onClose={close}
      onAddProducts={() => {
        cart.close();
        go(brandHas(app, 'landingAddsProducts') ? parameters.urlLandingPage || '/' : '/');
      }}
      onContinue={() => {
        if (cart.entries.length === 0) return;
        cart.close();
        go(CART_PATHS.registerPurchaseExt);
      }}
      onQuantityChange={cart.setQuantity}
      onRemove={cart.remove}
      checkout={brandHas(app, 'requiresIdentityValidation') ? <SubscriberCheckout /> : undefined}
    />
  );
}
