import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCart } from '../features/cart/cart-context';
import { CartModalView } from '../features/cart/components/cart-modal-view';
import { browserWindow } from '../features/cart/hooks/use-cart-navigation';
import { quantityFromParam, useAddFromCatalogue } from '../features/cart/hooks/use-add-from-catalogue';
import { useRefreshPageCheck } from '../features/cart/hooks/use-refresh-page-check';

/**
 * The cart modal for embedding in the brands' pages: adds :idParam (or ?idParam) with :quantityParam,
 * shows the cart full page; reloadParam "true" asks for one forced reload (storefront.md §2, §4).
 */
export function ViewCartModalRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const cart = useCart();
  const addFromCatalogue = useAddFromCatalogue();
  const scheduleRefreshCheck = useRefreshPageCheck();
  const started = useRef(false);

  const idParam = params.idParam ?? search.get('idParam');
  const quantity = quantityFromParam(params.quantityParam ?? search.get('quantityParam'));
  const reload = (params.reloadParam ?? search.get('reloadParam'))?.toLowerCase() === 'true';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    cart.markStoreLanding();
    void (async () => {
      if (idParam) await addFromCatalogue(idParam, quantity, { source: 'licenseWeb' });
      // After the forced reload the same URL comes back: the flag is set by the first load only.
      if (reload && !browserWindow.isReload()) await cart.requestRefresh();
      scheduleRefreshCheck();
    })();
  }, [addFromCatalogue, cart, idParam, quantity, reload, scheduleRefreshCheck]);

  return (
    <CartModalView
      embedded
      onClose={() => {
        if (browserWindow.inFrame()) browserWindow.postToParent({ source: 'license-cart', action: 'close' });
        else navigate('/');
      }}
    />
  );
}
