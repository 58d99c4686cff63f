import { useSyncExternalStore } from 'react';
import type { BrandCode } from '../src';

// The story tests re-theme a rendered story in place (after its play function) to check it in every brand;
// the preview's decorator listens here. In Storybook itself nothing sets it and the toolbar decides.
let override: BrandCode | undefined;
const listeners = new Set<() => void>();

export function setBrandOverride(code: BrandCode | undefined): void {
  override = code;
  for (const listener of listeners) listener();
}

export function useBrandOverride(): BrandCode | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
  );
}
