import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { checkAccessibility } from './accessibility';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags that keep it off the closed network (design.md §10). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** http://<brand>.localhost:<port> (plain localhost is the license brand). */
export function brandUrl(brand: string | null, path = '/'): string {
  const host = brand && brand !== 'license' ? `${brand}.localhost` : 'localhost';
  return `http://${host}:${process.env.E2E_PORT}${path}`;
}

/** A full-page screenshot of a visited page, then its accessibility check (every journey checks the pages it shows). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // A page still loading its data shows a spinner and no heading yet: wait (a while) for its h1 so the picture
  // and the check are of the page a user reads. A page that never gets one still fails the check below.
  await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, { timeout: 10_000 }).catch(() => undefined);
  mkdirSync('tmp/screenshots', { recursive: true });
  await page.screenshot({ path: `tmp/screenshots/${name}.png`, fullPage: true });
  await checkAccessibility(page, name);
}

export const DEMO_PASSWORD = 'Licencias2026!';

/** Signs in through the login page and waits for the target of the redirect. */
export async function signIn(page: Page, userName: string, options: { redirect?: string; brand?: string | null } = {}): Promise<void> {
  const redirect = options.redirect ?? '/';
  await page.goto(brandUrl(options.brand ?? null, `/login?redirect=${encodeURIComponent(redirect)}`));
  await page.getByLabel('Usuario').fill(userName);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}
