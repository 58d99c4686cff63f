/**
 * The width of a list's search box: its own width, never wider than a phone leaves for it (page and card padding
 * take 128 px of the screen). `maxWidth: '100%'` cannot do it: ProTable's toolbar title, which holds the box,
 * takes the width of its content, so the percentage has nothing to measure against and the box overflowed the card.
 */
export function searchBoxStyle(widthPx: number): { width: string } {
  return { width: `min(${widthPx}px, calc(100vw - 128px))` };
}

/** The lists' search box (packages, their configuration, services and features). */
export const SEARCH_BOX_STYLE = searchBoxStyle(320);
