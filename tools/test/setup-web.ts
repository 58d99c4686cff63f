import '@testing-library/jest-dom/jest-globals';

// antd reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

// react-router 7 needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });

// find* and waitFor wait up to 5 s (the default 1 s is too short for antd's async rules and lazily loaded pages
// on a busy CI machine); a spec may still set its own.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
