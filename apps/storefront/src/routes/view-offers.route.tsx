import { OffersEmbed } from '../features/catalogue/components/offers-embed';

/** The brand's offers, for embedding in its landing page. */
export function ViewOffersRoute() {
  return <OffersEmbed />;
}
