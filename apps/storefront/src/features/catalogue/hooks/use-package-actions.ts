import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StorefrontPackage } from '@lic/shared-api-types';
import { useCart, CART_PATHS } from '../../cart';
import type { PackageActions } from '../components/package-cards';

/**
 * The purchase buttons of the catalogue cards. "Agregar a compra" and "¡COMPRAR YA!" put one unit in
 * the cart without showing it and go to RegisterPurchaseExt; "Agregar al carrito" adds one and shows the
 * cart. A package the cart refused (its warning is already shown) goes nowhere.
 */
export function usePackageActions(): PackageActions {
  const cart = useCart();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const inCart = useCallback(
    (pkg: StorefrontPackage) => cart.entries.some((entry) => entry.pkg.packageId === pkg.packageId),
    [cart.entries],
  );

  const onBuyNow = useCallback(
    async (pkg: StorefrontPackage) => {
      const wasInCart = inCart(pkg);
      setPendingId(pkg.packageId);
      try {
        const changed = await cart.add(pkg, 1, { source: 'licenseWeb' });
        if (changed || wasInCart) navigate(CART_PATHS.registerPurchaseExt);
      } finally {
        setPendingId(null);
      }
    },
    [cart, inCart, navigate],
  );

  const onAddToCart = useCallback(
    async (pkg: StorefrontPackage) => {
      const wasInCart = inCart(pkg);
      // add opens the cart itself when it changes; a package already there shows it too.
      const changed = await cart.add(pkg, 1);
      if (!changed && wasInCart) cart.open();
    },
    [cart, inCart],
  );

  return useMemo(
    () => ({ onBuyNow: (pkg) => void onBuyNow(pkg), onAddToCart: (pkg) => void onAddToCart(pkg), pendingId }),
    [onAddToCart, onBuyNow, pendingId],
  );
}
