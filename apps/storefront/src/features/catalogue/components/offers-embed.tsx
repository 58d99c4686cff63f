import { useEffect, useRef } from 'react';
import { Empty, Spin } from 'antd';
import type { StorefrontPackage } from '@lic/shared-api-types';
import { browserWindow } from '../../cart';
import { useCatalogue } from '../hooks/use-catalogue';
import { usePackageActions } from '../hooks/use-package-actions';
import { StorefrontOfferCard, type PackageActions } from './package-cards';

export const NO_OFFERS = 'No hay ofertas vigentes';

/** Messages the embedded offers post to the page that frames them (the brand's landing page). */
export type OffersMessage =
  | { source: 'license-offers'; action: 'resize'; height: number; count: number }
  | { source: 'license-offers'; action: 'buy'; packageId: number };

/**
 * The brand's offers for its landing page: the same OfferCard and countdown as the home, in a
 * grid that wraps. Framed by the landing page, "¡COMPRAR YA!" asks it to open the cart with that package,
 * and the page's height is posted so that the frame fits; opened on its own, it buys like the home does.
 */
export function OffersEmbed() {
  const state = useCatalogue();
  const homeActions = usePackageActions();
  const root = useRef<HTMLDivElement>(null);
  const offers = state.status === 'loaded' ? state.catalogue.offers : [];
  const framed = browserWindow.inFrame();

  const actions: PackageActions = framed
    ? {
        pendingId: null,
        onAddToCart: () => undefined,
        onBuyNow: (pkg: StorefrontPackage) =>
          browserWindow.postToParent({ source: 'license-offers', action: 'buy', packageId: pkg.packageId }),
      }
    : homeActions;

  useEffect(() => {
    const element = root.current;
    if (!framed || element === null || state.status === 'loading') return;
    const post = () =>
      browserWindow.postToParent({
        source: 'license-offers',
        action: 'resize',
        height: Math.ceil(element.scrollHeight),
        count: offers.length,
      });
    post();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(post) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [framed, state.status, offers.length]);

  if (state.status === 'loading') return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  return (
    <div ref={root} data-testid="offers-embed" style={{ padding: 8 }}>
      {offers.length === 0 ? (
        <Empty description={NO_OFFERS} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 24, paddingTop: 8 }}>
          {offers.map((pkg) => (
            <StorefrontOfferCard key={pkg.packageId} pkg={pkg} actions={actions} />
          ))}
        </div>
      )}
    </div>
  );
}
