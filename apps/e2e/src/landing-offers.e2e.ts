import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { brandUrl, launchBrowser, screenshot } from './support/browser';

// The offers reach customers of every brand. Colnómina's and Bóveda's homes go to their
// landing page, which now shows the brand's offers with the storefront's own offer card and countdown
// (framed from /license/viewOffers); a percentage offer shows the price struck through.

describe('offers on the landing pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** The brand's home forwards to /landing; its offers section shows once the framed offers posted their height. */
  async function landingOffers(brand: string) {
    await page.goto(brandUrl(brand, '/'));
    await page.waitForURL((url) => url.pathname === '/landing', { timeout: 20000 });
    const section = page.locator('#offers-section');
    await section.getByRole('heading', { name: 'Ofertas', exact: true }).waitFor();
    const offers = page.frameLocator('#offers-frame');
    await offers.getByTestId('offer-card').first().waitFor({ timeout: 20000 });
    await page.waitForFunction(() => (document.getElementById('offers-frame')?.getBoundingClientRect().height ?? 0) > 200);
    return offers;
  }

  it('Bóveda: the percentage offer with its struck price and countdown, and "¡COMPRAR YA!" opens the cart with it', async () => {
    const offers = await landingOffers('boveda');
    const card = offers.getByTestId('offer-card').filter({ hasText: 'Bóveda 50 GB oferta' });
    await card.getByText('-15%', { exact: true }).waitFor();
    expect(await card.getByTestId('offer-struck-price').innerText()).toBe('$ 890.000');
    await card.getByText('$ 756.500', { exact: true }).waitFor();
    await card.getByText('Oferta finaliza en', { exact: true }).waitFor();
    await card.getByRole('timer').waitFor();
    await screenshot(page, 'landing-offers-boveda');

    await card.getByRole('button', { name: '¡COMPRAR YA!' }).click();
    const cart = page.frameLocator('iframe[name="cart-frame"]');
    await cart.getByText('Bóveda 50 GB oferta', { exact: true }).first().waitFor({ timeout: 20000 });
    expect(await page.locator('#cart-dialog').evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(true);
    // The framed cart reads in the landing page's (the brands') font, its plain text as much as antd's (decision 0048).
    const landingFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const cartFrame = page.frame({ name: 'cart-frame' });
    const cartFonts = await cartFrame?.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.querySelector('section[aria-label="Carrito de compras"]') as Element).fontFamily,
    ]);
    expect(cartFonts).toEqual([landingFont, landingFont]);
    await screenshot(page, 'landing-offers-boveda-cart');
  });

  it('Colnómina: the value offer with the price struck through', async () => {
    const offers = await landingOffers('colnomina');
    const card = offers.getByTestId('offer-card').filter({ hasText: 'Nómina Pyme precio especial' });
    expect(await card.getByTestId('offer-struck-price').innerText()).toBe('$ 980.000');
    await card.getByText('$ 790.000', { exact: true }).waitFor();
    await card.getByRole('timer').waitFor();
  });

  it('a brand without offers shows no offers section', async () => {
    await page.goto(brandUrl('firmaya', '/landing'));
    await page.locator('#packages .package').first().waitFor({ timeout: 20000 });
    expect(await page.locator('#offers-section').isHidden()).toBe(true);
  });
});
