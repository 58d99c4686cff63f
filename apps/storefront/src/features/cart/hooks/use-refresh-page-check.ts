import { useCallback, useEffect, useRef } from 'react';
import { useCart } from '../cart-context';
import { browserWindow } from './use-cart-navigation';

/** storefront.md §4 and §9: the refresh flag is checked 900 ms after the page settles. */
export const REFRESH_CHECK_DELAY_MS = 900;

/**
 * The forced reload of an embedded cart page: once the flag is set, the check removes it and reloads
 * the page, so it happens once. Returns `schedule`, to call when the page has done its work.
 */
export function useRefreshPageCheck(): () => void {
  const { consumeRefresh } = useCart();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void consumeRefresh().then((flagged) => flagged && browserWindow.reload());
    }, REFRESH_CHECK_DELAY_MS);
  }, [consumeRefresh]);
}
