import { expect } from '@jest/globals';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';

/** A phone as customers hold it: 390 × 844 CSS pixels, touch, a dense screen (decision 0016). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

/** The desktop the other journeys use. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

export function newStorefrontContext(browser: Browser, device: BrowserContextOptions) {
  return browser.newContext({ ...device, timezoneId: 'America/Bogota', locale: 'es-CO' });
}

/** How wide the page lays out: more than the viewport means the customer scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Every width measured by expectFitsWidth in this run, for the journey's log: "390 home" → 390. */
export const measuredWidths = new Map<string, number>();

/** The page is no wider than its viewport: nothing scrolls sideways. `where` names the page in a failure. */
export async function expectFitsWidth(page: Page, where: string): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  const width = await pageWidth(page);
  measuredWidths.set(`${viewport} ${where}`, width);
  expect({ where, width }).toEqual({ where, width: Math.min(width, viewport) });
}

/** The element shows whole between the viewport's edges (a modal scrolls inside itself, which the page width misses). */
export async function expectInsideViewport(element: Locator, where: string): Promise<void> {
  const viewport = element.page().viewportSize()?.width ?? 0;
  const box = await element.boundingBox();
  if (!box) throw new Error(`${where}: no se ve`);
  const edges = { where, left: Math.floor(box.x), right: Math.ceil(box.x + box.width) };
  expect(edges).toEqual({ where, left: Math.max(edges.left, 0), right: Math.min(edges.right, viewport) });
}

/**
 * The words of the element's text whose letters fall on more than one line: a name broken mid-word. Each word is
 * measured with a DOM range; a word on one line has one box per line it spans.
 */
export function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}
