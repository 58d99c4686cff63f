import { Typography, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';
import { useRenderHints } from '../server-render/render-hints';

/**
 * Cards per row of the home catalogue by viewport width (storefront.md §2: breakpoints 600, 960, 1024,
 * 1280, 1440, 1680 and 1920 px show 1 to 4 cards). The widest matching breakpoint wins; below 600 px, 1.
 */
export const CATALOGUE_BREAKPOINTS: readonly { minWidth: number; cards: number }[] = [
  { minWidth: 600, cards: 1 },
  { minWidth: 960, cards: 2 },
  { minWidth: 1024, cards: 3 },
  { minWidth: 1280, cards: 3 },
  { minWidth: 1440, cards: 3 },
  { minWidth: 1680, cards: 4 },
  { minWidth: 1920, cards: 4 },
];

function cardsFor(breakpoints: readonly { minWidth: number; cards: number }[]): number {
  let cards = 1;
  for (const breakpoint of breakpoints) {
    if (window.matchMedia(`(min-width: ${breakpoint.minWidth}px)`).matches) cards = breakpoint.cards;
  }
  return cards;
}

/** How many cards fit a row at the current viewport width; follows the window as it resizes. */
export function useCardsPerRow(breakpoints: readonly { minWidth: number; cards: number }[] = CATALOGUE_BREAKPOINTS): number {
  // A page the server rendered is hydrated with the cards it guessed; the effect then measures (decision 0055).
  const guessed = useRenderHints().cardsPerRow;
  const [cards, setCards] = useState(() => guessed ?? cardsFor(breakpoints));
  useEffect(() => {
    const queries = breakpoints.map((breakpoint) => window.matchMedia(`(min-width: ${breakpoint.minWidth}px)`));
    const update = () => setCards(cardsFor(breakpoints));
    update();
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, [breakpoints]);
  return cards;
}

export interface CatalogueSectionProps {
  /** The heading of the group. */
  title: string;
  /** The heading is for assistive technology only (the offers, whose cards speak for themselves). */
  titleHidden?: boolean;
  children: ReactNode;
}

/** A group of the home catalogue: its heading over its cards. */
export function CatalogueSection({ title, titleHidden = false, children }: CatalogueSectionProps) {
  const { token } = theme.useToken();
  // The carousel's dots take the text colour, which dark brands set on antd's components only.
  return (
    <section aria-label={title} style={{ marginBottom: 32, minWidth: 0, color: token.colorText }}>
      {/* Under the page's h1, an h2 drawn at the h3 size; the cards' names are h3. */}
      <Typography.Title
        level={2}
        style={
          titleHidden
            ? VISUALLY_HIDDEN
            : { marginTop: 0, marginBottom: 16, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }
        }
      >
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
