import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Browser navigation the cart needs outside the router; an object so that tests can replace it (jsdom does not navigate). */
export const browserWindow = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Inside a frame a link of the cart leads the whole page, not the frame (user activation allows it). */
  openTop(url: string): void {
    window.open(url, '_top');
  },
  reload(): void {
    window.location.reload();
  },
  /** This page load is a reload (the forced one, or the user's). */
  isReload(): boolean {
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === 'reload';
  },
  inFrame(): boolean {
    try {
      return window.self !== window.top;
    } catch {
      return true;
    }
  },
  /** Tells the page embedding the cart something happened; the message carries nothing private. */
  postToParent(message: { source: 'license-cart' | 'license-offers'; action: string; [detail: string]: unknown }): void {
    window.parent.postMessage(message, '*');
  },
};

export type CartGo = (target: string, options?: { state?: unknown }) => void;

/**
 * Goes to a storefront path or a URL: inside the SPA through the router, to another origin (a brand's
 * landing page) with a full page load, and from an embedded cart (a frame) with the whole page.
 */
export function useCartNavigation(): CartGo {
  const navigate = useNavigate();
  return useCallback(
    (target, options) => {
      const url = new URL(target, window.location.href);
      if (browserWindow.inFrame()) browserWindow.openTop(url.href);
      else if (url.origin !== window.location.origin) browserWindow.assign(url.href);
      else navigate(`${url.pathname}${url.search}${url.hash}`, { state: options?.state });
    },
    [navigate],
  );
}
