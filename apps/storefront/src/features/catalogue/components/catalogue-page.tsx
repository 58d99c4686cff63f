import { Alert } from 'antd';
import { PageTitle, useBrand } from '@lic/web-ui';
import { useEffect } from 'react';
import { useCart } from '../../cart';
import { useCatalogue } from '../hooks/use-catalogue';
import { useEarlyCartAdds } from '../hooks/use-early-cart-adds';
import { usePackageActions } from '../hooks/use-package-actions';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { HomeCatalogue } from './home-catalogue';

/**
 * The brand's catalogue with a loader while it loads and the server's message when it fails. The cart
 * keeps what it loaded ("packages"), which the purchase pages read.
 */
export function CataloguePage() {
  const state = useCatalogue();
  const actions = usePackageActions();
  const { rememberCatalogue, ready: cartReady } = useCart();
  const brand = useBrand();
  const loaded = state.status === 'loaded' ? state.catalogue : null;
  useEffect(() => {
    if (loaded) rememberCatalogue(loaded);
  }, [loaded, rememberCatalogue]);
  // "Agregar al carrito" clicked on the server's page before the scripts ran (decision 0074).
  useEarlyCartAdds(loaded, state.status === 'failed', cartReady, actions.onAddToCart);
  return (
    <div style={{ maxWidth: 1680, margin: '0 auto', padding: 'clamp(16px, 3vw, 32px) clamp(12px, 3vw, 32px)' }}>
      {/* The cards speak for themselves; the page's one h1 (the document title) is for screen readers. */}
      <PageTitle visuallyHidden>{brand.title}</PageTitle>
      {state.status === 'loading' && <CatalogueSkeleton />}
      {state.status === 'failed' && <Alert type="error" showIcon message={state.message} />}
      {state.status === 'loaded' && <HomeCatalogue catalogue={state.catalogue} actions={actions} />}
    </div>
  );
}
