import { createContext, useContext } from 'react';
import type { StorefrontCatalogue } from '@lic/shared-api-types';

/**
 * The first screen the server rendered into the page (decision 0055): the brand's anonymous catalogue it
 * drew the home from, the instant and the cards per row it drew with. The page carries it as JSON in
 * `<script type="application/json" id="first-screen-data">` (data, not a script: the CSP runs none inline),
 * and the browser hydrates the server's HTML from the same values, with no request of its own.
 */
export interface FirstScreenData {
  appName: string;
  catalogue: StorefrontCatalogue;
  now: number;
  cardsPerRow: number;
}

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

const FirstScreenContext = createContext<FirstScreenData | null>(null);
export const FirstScreenProvider = FirstScreenContext.Provider;

/** The server's first screen while the page hydrates; null for a page the browser renders itself. */
export function useFirstScreen(): FirstScreenData | null {
  return useContext(FirstScreenContext);
}

/** The first screen's data the server put in the page, if it rendered one. */
export function readFirstScreen(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstScreenData;
    return typeof data.appName === 'string' && typeof data.now === 'number' && data.catalogue ? data : null;
  } catch {
    return null;
  }
}

/**
 * The JSON of the page's data block, safe inside `<script>`: "<" is written as \u003c so no "</script>"
 * or "<!--" of a package's text ends or changes the block.
 */
export function firstScreenJson(data: FirstScreenData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
