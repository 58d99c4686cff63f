import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { brandUrl, launchBrowser, screenshot } from './support/browser';

function channels(color: string): [number, number, number] {
  const match = color.match(/\d+(\.\d+)?/g) ?? [];
  return [Number(match[0]), Number(match[1]), Number(match[2])];
}

function luminance([r, g, b]: [number, number, number]): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const relative = (rgb: [number, number, number]) =>
    rgb
      .map((channel) => channel / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
      .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
  const [lighter, darker] = [relative(a), relative(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('brand-aware storefront', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // firmaya's home sends the browser to its landing page; the purchase form stays in the storefront.
  async function open(brand: string, path = '/') {
    const page = await browser.newPage();
    await page.goto(brandUrl(brand, path));
    await page.waitForFunction((expected) => document.body.dataset.brand === expected, brand);
    const header = page.getByTestId('app-header');
    await header.waitFor();
    const headerColor = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    return { page, headerColor };
  }

  it('shows the dark colfactura theme and title on colfactura.localhost', async () => {
    const { page, headerColor } = await open('colfactura');
    expect(await page.title()).toMatch(/Colfactura/);
    expect(await page.evaluate(() => document.body.dataset.themeMode)).toBe('dark');
    expect(luminance(channels(headerColor))).toBeLessThan(0.35);
    const favicon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '');
    expect(favicon).not.toBe('');
    await screenshot(page, 'storefront-colfactura');
    await page.close();
  });

  it('shows the orange firmaya theme on firmaya.localhost', async () => {
    const { page, headerColor } = await open('firmaya', '/registerPurchaseOrder');
    expect(await page.title()).toMatch(/Firmaya/);
    const [r, g, b] = channels(headerColor);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(60);
    expect(g).toBeLessThan(180);
    expect(b).toBeLessThan(90);
    await screenshot(page, 'storefront-firmaya');
    await page.close();
  });

  // Decision 0017: antd's focus ring was the dark theme's dimmed primary, invisible on the dark header and page.
  it.each(['colfactura', 'firmaya', 'license'])('shows a keyboard focus ring of at least 3:1 on %s', async (brand) => {
    const { page, headerColor } = await open(brand, '/registerPurchaseOrder');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const inHeader = element.closest('[data-testid="app-header"]') !== null;
      return { inHeader, outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor };
    });
    expect(focused.inHeader).toBe(true); // the first stop is in the header, so the header is what the ring stands on
    expect(focused.outlineStyle).toBe('solid');
    expect(focused.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(contrast(channels(focused.outlineColor), channels(headerColor))).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('sends /admin of a non-license brand to /', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('colfactura', '/admin/packages'));
    await page.waitForFunction(() => document.body.dataset.brand === 'colfactura');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
