import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';

// The storefront home arrives rendered by the server (decision 0055): its packages and prices are in the
// HTML, the browser hydrates them without a React warning and without moving anything, a visitor with
// JavaScript off still reads them, and a signed-in customer still gets their own header. "Agregar al
// carrito" works before the scripts have run (decision 0074): the page's inline script keeps the click and
// the app adds the package once it has taken the page over.

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Mobile Safari/537.36';
const HYDRATION_ERROR = /hydrat|did not match|server rendered HTML|Minified React error #(418|419|422|423|425)/i;

describe('the storefront home rendered by the server', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function phone(
    options: { javaScriptEnabled?: boolean } = {},
  ): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // A phone's browser says so; the server lays the catalogue out for one card per row.
      userAgent: PHONE_USER_AGENT,
      timezoneId: 'America/Bogota',
      locale: 'es-CO',
      ...options,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { context, page, problems };
  }

  it.each(['colfactura', 'firmamail'])('%s: the HTML alone shows the packages with prices and buttons (JavaScript off)', async (brand) => {
    const { context, page } = await phone({ javaScriptEnabled: false });
    try {
      await page.goto(brandUrl(brand, '/'));
      const catalogue = page.getByTestId('home-catalogue');
      await catalogue.waitFor({ timeout: 10_000 });
      const button = catalogue.getByRole('button', { name: 'Agregar al carrito' }).first();
      expect(await button.isVisible()).toBe(true);
      expect(await catalogue.innerText()).toMatch(/\$\s?\d{1,3}(\.\d{3})+/);
      // antd's and the brand's styles came with the page (no script runs here: the page itself is read).
      const html = await page.content();
      expect(html).toContain('data-ant-cssinjs-cache-path');
      expect(html).toMatch(/\.ant-btn/);
      expect(await page.locator('#boot-shell').count()).toBe(0);
      // The accessibility check needs a script in the page; the same markup is checked with JavaScript on below.
      mkdirSync('tmp/screenshots', { recursive: true });
      await page.screenshot({ path: `tmp/screenshots/first-screen-no-js-${brand}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it.each(['colfactura', 'firmamail'])('%s: hydrates without warnings or layout shifts, and "Agregar al carrito" works', async (brand) => {
    const { context, page, problems } = await phone();
    try {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const catalogueAsked: string[] = [];
      page.on('request', (request) => {
        if (/GetPackagesByServiceName/i.test(request.url())) catalogueAsked.push(request.url());
      });
      await page.goto(brandUrl(brand, '/'));
      const button = page.getByTestId('home-catalogue').getByRole('button', { name: 'Agregar al carrito' }).first();
      await button.waitFor();
      // Hydrated: React's props are on the server's button.
      await page.waitForFunction(
        () => {
          const element = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Agregar al carrito'));
          return element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        },
        undefined,
        { timeout: 20_000 },
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
      expect(problems.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
      // The catalogue came with the page.
      expect(catalogueAsked).toEqual([]);

      await button.click();
      await page.getByRole('dialog').first().waitFor({ timeout: 20_000 });
      await screenshot(page, `first-screen-hydrated-${brand}-cart`);
    } finally {
      await context.close();
    }
  });

  /**
   * Holds the storefront's main script until `release()`: the page stays as the server sent it, as on a
   * slow phone while ~260 KB of JavaScript arrive.
   */
  async function holdMainScript(page: Page): Promise<{ release: () => void; held: Promise<void> }> {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldOne: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (heldOne = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      heldOne();
      await released;
      await route.continue();
    });
    return { release, held };
  }

  /** Clicks the first card's "Agregar al carrito" twice before the app runs; the package's name. */
  async function clickTwiceBeforeTheApp(page: Page): Promise<string> {
    const button = page.getByTestId('home-catalogue').getByRole('button', { name: 'Agregar al carrito' }).first();
    await button.waitFor();
    const card = button.locator('xpath=ancestor::*[@data-testid="catalogue-package-card"][1]');
    const name = (await card.getByRole('heading').first().innerText()).trim();
    expect(await page.evaluate(() => typeof (window as { __earlyCartAdds?: unknown }).__earlyCartAdds)).toBe('object');
    await button.click();
    await button.click();
    // The pointer leaves the button: the page is checked in its busy state, not in the brand's hover colour.
    await page.mouse.move(1, 400);
    // Seen at once: the button is busy; nothing of React is on it yet, and no cart has opened.
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    return name;
  }

  /** The cart opened by itself with `name` in it once, quantity 1, and the page's capture has stopped. */
  async function expectInTheCartOnce(page: Page, name: string): Promise<void> {
    const cart = page.getByRole('dialog').first();
    await cart.waitFor({ timeout: 30_000 });
    await cart.getByText(name, { exact: true }).first().waitFor();
    const quantities = await cart.getByRole('spinbutton').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(quantities).toEqual(['1']);
    expect(await page.evaluate(() => (window as { __earlyCartAdds?: unknown }).__earlyCartAdds)).toBeUndefined();
  }

  it.each(['colfactura', 'firmamail'])(
    '%s: "Agregar al carrito" clicked before the scripts run puts the package in the cart once',
    async (brand) => {
      const { context, page, problems } = await phone();
      try {
        const { release, held } = await holdMainScript(page);
        const answer = await page.goto(brandUrl(brand, '/'), { waitUntil: 'commit' });
        // The page's one inline script is allowed by its hash, and nothing else inline is.
        const policy = answer?.headers()['content-security-policy'] ?? '';
        expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
        await held;
        const name = await clickTwiceBeforeTheApp(page);
        await screenshot(page, `first-screen-early-click-${brand}`);
        release();
        await expectInTheCartOnce(page, name);
        await screenshot(page, `first-screen-early-click-${brand}-cart`);
        expect(problems.filter((text) => HYDRATION_ERROR.test(text) || /Content Security Policy/i.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('a signed-in customer’s click before the scripts run is added from their own catalogue', async () => {
    const { context, page, problems } = await phone();
    try {
      await signIn(page, 'cliente', { brand: 'colfactura' });
      await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
      const { release, held } = await holdMainScript(page);
      await page.goto(brandUrl('colfactura', '/'), { waitUntil: 'commit' });
      await held;
      const name = await clickTwiceBeforeTheApp(page);
      release();
      // The app renders afresh for them (their header), then adds the package from their catalogue.
      await page.getByText('Iniciar sesión', { exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
      await expectInTheCartOnce(page, name);
      expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in customer gets their own header over the rendered home', async () => {
    const { context, page, problems } = await phone();
    try {
      await signIn(page, 'cliente', { brand: 'colfactura' });
      await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
      await page.goto(brandUrl('colfactura', '/'));
      await page.getByTestId('home-catalogue').getByRole('button', { name: 'Agregar al carrito' }).first().waitFor();
      await page.getByText('Iniciar sesión', { exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
      expect(problems.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the landing page lists the plans in its HTML, and a plan opens the embedded cart', async () => {
    const { context, page } = await phone({ javaScriptEnabled: false });
    try {
      await page.goto(brandUrl('firmaya', '/landing'));
      const plan = page.locator('#packages .package').first();
      expect(await plan.isVisible()).toBe(true);
      expect(await plan.innerText()).toMatch(/\$ [\d.]+ \/anual/);
      expect(await plan.getAttribute('href')).toMatch(/^\/license\/viewCartModal\/\d+\/1$/);
    } finally {
      await context.close();
    }
    const withScript = await phone();
    try {
      await withScript.page.goto(brandUrl('firmaya', '/landing'));
      await withScript.page.locator('#packages .package').first().click();
      await withScript.page.locator('#cart-dialog[open]').waitFor();
    } finally {
      await withScript.context.close();
    }
  });
});
