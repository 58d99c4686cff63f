import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageShell } from '@lic/web-ui';
import { useCart } from '../features/cart/cart-context';
import { CART_PATHS } from '../features/cart/cart-routes';
import { useAddFromCatalogue } from '../features/cart/hooks/use-add-from-catalogue';

/** Adds the package :idParam to the cart, then goes to the external register-purchase route. */
export function AddCartItemRoute() {
  const { idParam = '' } = useParams();
  const navigate = useNavigate();
  const { markStoreLanding } = useCart();
  const addFromCatalogue = useAddFromCatalogue();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    markStoreLanding();
    void addFromCatalogue(idParam, 1, { source: 'licenseWeb' }).finally(() => navigate(CART_PATHS.registerPurchaseExt, { replace: true }));
  }, [addFromCatalogue, idParam, markStoreLanding, navigate]);

  return (
    <PageShell>
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    </PageShell>
  );
}
