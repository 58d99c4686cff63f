/* global performance, PerformanceObserver, localStorage -- these run in the page, through page.evaluate and addInitScript. */
// The web part of npm run bench (decision 0015): the storefront home and the back office's first screen
// after sign-in, loaded by Chromium on the slow-phone profile (1.6 Mbit/s, 150 ms round trip, CPU 4×
// slower) with a cold cache, through the built API. Prints each figure beside its budget and returns the
// budgets that are over.
import { chromium } from 'playwright-core';

/** Budgets of decision 0015: compressed JavaScript bytes and first contentful paint. */
export const WEB_BUDGET = { storefrontJsKb: 250, storefrontFcpMs: 2500, backofficeJsKb: 500 };

const SLOW_PHONE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Loads `url` in a fresh context (cold cache) with the throttling; `before(page)` may prepare storage.
 * Returns { jsKb, fcpMs }: compressed bytes of every script received until the network is quiet, and
 * the page's first contentful paint.
 */
async function measurePage(browser, url, { before, ready } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (before) await before(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = new Set();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const fcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          if (found() !== undefined) return resolve(found());
          new PerformanceObserver(() => found() !== undefined && resolve(found())).observe({ type: 'paint', buffered: true });
        }),
    );
    return { jsKb: jsBytes / 1024, fcpMs };
  } finally {
    await context.close();
  }
}

/** Runs the web measurements against the API at `port`; `signIn()` gives the back office's localStorage session. */
export async function webBench({ port, signIn }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const failures = [];
  try {
    const storefront = await measurePage(browser, `http://colfactura.localhost:${port}/`, {
      ready: (page) => page.getByTestId('home-catalogue').waitFor({ timeout: 120_000 }),
    });
    const session = await signIn();
    const backoffice = await measurePage(browser, `http://localhost:${port}/admin/`, {
      before: (page) =>
        page.addInitScript((values) => {
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
        }, session),
      // The menu of the layout: the first screen after sign-in is drawn.
      ready: (page) =>
        page
          .getByRole('menu')
          .first()
          .waitFor({ timeout: 120_000 })
          .catch(() => undefined),
    });
    const line = (name, value, unit, budget) => {
      const over = value > budget;
      if (over) failures.push(`${name}: ${value.toFixed(0)} ${unit} > ${budget} ${unit}`);
      return `${name.padEnd(52)} ${value.toFixed(0).padStart(7)} ${unit.padEnd(3)} (presupuesto ≤ ${budget} ${unit})${over ? '   EXCEDIDO' : ''}\n`;
    };
    process.stdout.write(
      `\nWeb (Chromium, teléfono lento: 1,6 Mbit/s, 150 ms de ida y vuelta, CPU 4× más lenta, caché vacía)\n` +
        line('Tienda, inicio: JavaScript comprimido', storefront.jsKb, 'KB', WEB_BUDGET.storefrontJsKb) +
        line('Tienda, inicio: primer pintado con contenido (FCP)', storefront.fcpMs, 'ms', WEB_BUDGET.storefrontFcpMs) +
        line('Back office, primera pantalla: JavaScript comprimido', backoffice.jsKb, 'KB', WEB_BUDGET.backofficeJsKb),
    );
  } finally {
    await browser.close();
  }
  return failures;
}
