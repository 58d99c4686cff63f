import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageShell } from '@lic/web-ui';
import { useStorefront } from '../shared/storefront-context';
import { decryptPackage } from '../features/cart/api/decrypt-package';
import { useCart } from '../features/cart/cart-context';
import { CART_PATHS } from '../features/cart/cart-routes';

/** Decrypts a package link, fills the cart with it and its promo code, then goes to /registerPurchaseOrder. */
export function AddCartRoute() {
  const { '*': encrypted = '' } = useParams();
  const navigate = useNavigate();
  const { client } = useStorefront();
  const { fill } = useCart();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (encrypted === '') throw new Error('package link missing');
        const records = await decryptPackage(client, encrypted);
        const items = records.map(({ quantity, promotionCode: _code, ...pkg }) => ({ pkg, quantity }));
        await fill(items, records.find((record) => record.promotionCode)?.promotionCode ?? null);
        navigate(CART_PATHS.registerPurchaseOrder, { replace: true });
      } catch {
        // "¡Ocurrió un inconveniente!" / "No hemos podido procesar la solicitud..." (storefront.md §8).
        navigate(`${CART_PATHS.messageValidationEmail}?estado=error`, { replace: true });
      }
    })();
  }, [client, encrypted, fill, navigate]);

  return (
    <PageShell>
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    </PageShell>
  );
}
