import { Empty } from 'antd';
import { startTransition, useEffect, useState } from 'react';
import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import { CardCarousel, CatalogueSection, useCardsPerRow } from '@lic/web-ui';
import { useFirstScreen } from '../../../shared/first-screen';
import { EARLY_ADD_ATTRIBUTE } from '../early-cart-adds';
import { StorefrontOfferCard, StorefrontPackageCard, type PackageActions } from './package-cards';

export const CATALOGUE_HEADINGS = {
  base: 'Planes',
  combo: 'Combos',
  complementary: 'Paquetes complementarios',
  /** Heard only: the offers carousel has no visible heading (storefront.md §2). */
  offers: 'Ofertas',
} as const;
export const EMPTY_CATALOGUE = 'No hay paquetes disponibles';

/** Milliseconds each offer stays before the carousel turns. */
const OFFER_AUTOPLAY_MS = 5000;

const keyOf = (pkg: StorefrontPackage) => pkg.packageId;

/**
 * The home catalogue (storefront.md §2): the offers carousel (autoplay from the first interaction, no arrows) beside the base
 * packages, then the combos, then the complementary packages in two rows. The offers take one card's
 * width of the row; the rest of the row is for the base packages.
 */
export function HomeCatalogue({ catalogue, actions }: { catalogue: StorefrontCatalogue; actions: PackageActions }) {
  const cards = useCardsPerRow();
  // The first row (offers and plans) is drawn first; combos and complementary packages, further down, in a
  // second render, so no single task of the phone's main thread builds the whole page (decision 0025).
  // The server draws the whole catalogue (readable without JavaScript), which the page then hydrates as it is (decision 0055).
  const [restShown, setRestShown] = useState(useFirstScreen() !== null);
  useEffect(() => startTransition(() => setRestShown(true)), []);
  const { offers, base, combo, complementary } = catalogue;
  if (offers.length + base.length + combo.length + complementary.length === 0) {
    return <Empty description={EMPTY_CATALOGUE} style={{ margin: '64px 0' }} />;
  }
  const beside = offers.length > 0 && base.length > 0 && cards > 1;
  const basePerRow = beside ? cards - 1 : cards;
  // The page's inline script knows the card's package by this mark (decision 0074); `display: contents` lays nothing out.
  const packageCard = (pkg: StorefrontPackage) => (
    <div {...{ [EARLY_ADD_ATTRIBUTE]: pkg.packageId }} style={{ display: 'contents' }}>
      <StorefrontPackageCard pkg={pkg} actions={actions} />
    </div>
  );

  return (
    <div data-testid="home-catalogue" aria-busy={!restShown}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: beside ? `minmax(0, 1fr) minmax(0, ${basePerRow}fr)` : 'minmax(0, 1fr)',
          gap: 24,
          alignItems: 'start',
        }}
      >
        {offers.length > 0 && (
          <CatalogueSection title={CATALOGUE_HEADINGS.offers} titleHidden>
            <div data-testid="offers">
              <CardCarousel
                items={offers}
                perPage={1}
                autoplay={OFFER_AUTOPLAY_MS}
                arrows={false}
                itemKey={keyOf}
                renderItem={(pkg) => <StorefrontOfferCard pkg={pkg} actions={actions} />}
              />
            </div>
          </CatalogueSection>
        )}
        {base.length > 0 && (
          <CatalogueSection title={CATALOGUE_HEADINGS.base}>
            <CardCarousel items={base} perPage={basePerRow} stretch={false} itemKey={keyOf} renderItem={packageCard} />
          </CatalogueSection>
        )}
      </div>
      {restShown && combo.length > 0 && (
        <CatalogueSection title={CATALOGUE_HEADINGS.combo}>
          <CardCarousel items={combo} perPage={cards} stretch={false} itemKey={keyOf} renderItem={packageCard} />
        </CatalogueSection>
      )}
      {restShown && complementary.length > 0 && (
        <CatalogueSection title={CATALOGUE_HEADINGS.complementary}>
          <CardCarousel items={complementary} perPage={cards} rows={2} stretch={false} itemKey={keyOf} renderItem={packageCard} />
        </CatalogueSection>
      )}
    </div>
  );
}
