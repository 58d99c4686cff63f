import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { waitForLoaded } from './support/antd';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { brokenWords, DESKTOP, expectFitsWidth, expectInsideViewport, measuredWidths, PHONE } from './support/viewport';

// Phones, for staff (decision 0016): every back-office module at 390 px (and at 1440 px) lays out within the screen — lists scroll
// sideways inside their card, search boxes stay inside it — and passes the accessibility check (one h1), as the
// storefront does (phones.e2e.ts). Found by looking: the packages' search button stuck out of its card, the cash
// payments' and payment reviews' pages scrolled sideways, and on a phone no page had an h1 (ProLayout shows only
// the logo there).

/**
 * Chrome on an Android phone: antd's tabs tell a phone by it, and there scroll by touch instead of adding their
 * "more" button (which axe reports inside a tab list on a desktop browser made narrow).
 */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Each module's route and the heading it shows (as superadmin, who sees them all). */
const MODULES: [route: string, heading: string][] = [
  ['/admin/configurations', 'Configuración'],
  ['/admin/packages', 'Paquetes'],
  ['/admin/payments', 'Pagos en efectivo'],
  ['/admin/purchase-orders', 'Órdenes de compra'],
  ['/admin/payment-reviews', 'Revisión de pagos en línea'],
  ['/admin/licenses', 'Licencias y consumos'],
  ['/admin/app-credentials', 'Credenciales de apps'],
  ['/admin/reports', 'Informes'],
  ['/admin/contracts', 'Convenios'],
  ['/admin/dead-letters', 'Entregas fallidas'],
  ['/admin/personal-data', 'Solicitudes de datos personales'],
];

describe.each([
  ['390', { ...PHONE, userAgent: PHONE_USER_AGENT }],
  ['1440', DESKTOP],
] as [string, BrowserContextOptions][])('the back office at %s px', (width, device) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ ...device, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    console.log([...measuredWidths].map(([where, measured]) => `${where}: ${measured} px`).join('\n'));
  });

  it('every module fits the screen; its search box shows whole', async () => {
    await signIn(page, 'superadmin', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.locator('.ant-pro-layout').waitFor();
    for (const [route, heading] of MODULES) {
      await page.goto(brandUrl(null, route));
      // The module's title (antd's page header, not a heading: the page's h1 is the header's "Licencias").
      await page.locator('.ant-page-header-heading-title', { hasText: heading }).waitFor();
      await waitForLoaded(page);
      await expectFitsWidth(page, route);
      // The search box with its button (antd's search group, or the input and button of a Space.Compact).
      const search = page.locator('.ant-input-search, .ant-pro-table-list-toolbar-title .ant-space-compact').first();
      if (await search.isVisible()) await expectInsideViewport(search, `${route} search`);
      // A list's column headings read whole: a table squeezed into a phone broke them letter by letter.
      const headings = page.locator('.ant-table-thead').first();
      if (await headings.isVisible()) expect({ route, broken: await brokenWords(headings) }).toEqual({ route, broken: [] });
      // One h1, the header's title beside the logo (ProLayout showed only the logo on a phone: no h1 at all).
      expect(await page.locator('h1').textContent()).toBe('Licencias');
      // The picture and the accessibility check (no critical or serious violation, one h1).
      await screenshot(page, `backoffice-${width}-${route.split('/').pop()}`);
    }
  }, 180_000);
});
