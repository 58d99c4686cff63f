import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the server assumed when it rendered the first screen (decision 0055), so that the browser's first
 * render, which hydrates that HTML, draws exactly the same: the clock of the countdowns and the cards per
 * row it guessed for the viewport. Both follow the real clock and width right after hydration.
 */
export interface RenderHints {
  /** Epoch ms of the server's render. */
  now?: number;
  /** Cards per row of the home catalogue the server drew. */
  cardsPerRow?: number;
}

const RenderHintsContext = createContext<RenderHints>({});

export function RenderHintsProvider({ hints, children }: { hints: RenderHints; children: ReactNode }) {
  return <RenderHintsContext.Provider value={hints}>{children}</RenderHintsContext.Provider>;
}

export function useRenderHints(): RenderHints {
  return useContext(RenderHintsContext);
}
