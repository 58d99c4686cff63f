import { jest } from '@jest/globals';
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

const detached = document.createElement('div');

/**
 * antd's CSS goes to a node outside the document in tests: jsdom's getComputedStyle matches every injected
 * rule on each call, and popups (Select, DatePicker, Popover) call it for every ancestor, which turns a
 * click into seconds. No test here reads antd's CSS.
 */
export function AntdTestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={detached}>{children}</StyleProvider>;
}

/**
 * antd and the accessible-name computation ask for ::before/::after styles, which jsdom does not implement
 * (it logs an error each time); the element's own style is close enough. Call in beforeEach; restore with
 * jest.restoreAllMocks().
 */
export function ignorePseudoElementStyles(): void {
  const getComputedStyle = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
}
