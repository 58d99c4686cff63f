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

  it('sends /admin of a non-license brand to /', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('colfactura', '/admin/packages'));
    await page.waitForFunction(() => document.body.dataset.brand === 'colfactura');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
