import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { BASE_PACKAGE_TYPE, brandHas } from '@lic/shared-rules';
import { PageShell } from '@lic/web-ui';
import { useStorefront } from '../shared/storefront-context';
import { useCart } from '../features/cart/cart-context';
import { CART_PATHS } from '../features/cart/cart-routes';

/**
 * Reads the stored cart and packages, then goes to the purchase form, or to the activation when the
 * brand validates identity (firmaya) and the cart holds a free base package (storefront.md §2).
 */
export function RegisterPurchaseExtRoute() {
  const navigate = useNavigate();
  const { appName } = useStorefront();
  const { close, syncWithCatalogue } = useCart();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    close();
    void syncWithCatalogue().then((entries) => {
      const freeBase = entries.some((entry) => entry.pkg.packageTypeCode === BASE_PACKAGE_TYPE && entry.pkg.price === 0);
      const activate = brandHas(appName, 'requiresIdentityValidation') && freeBase;
      navigate(activate ? CART_PATHS.activatePlan : CART_PATHS.registerPurchaseOrder, { replace: true });
    });
  }, [appName, close, navigate, syncWithCatalogue]);

  return (
    <PageShell>
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    </PageShell>
  );
}
