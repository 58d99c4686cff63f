import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { brandUrl, launchBrowser, screenshot } from './support/browser';

// global-setup.ts starts the API with LOGIN_LOCK_AFTER_FAILURES=4 and LOGIN_LOCK_MINUTES=15
// (docs/decisions/0011-session-revocation-and-abuse-limits.md).
const LOCK_AFTER = 4;
const WRONG = 'Usuario o contraseña incorrectos.';
const LOCKED = 'Demasiados intentos fallidos para este usuario. Intenta de nuevo en 15 minutos.';

async function tryPassword(page: Page, userName: string, password: string): Promise<string> {
  await page.getByLabel('Usuario').fill(userName);
  await page.getByLabel('Contraseña').fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/Login/Authenticate'));
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await answered;
  // The alert of this answer (the previous one is cleared when the form is sent).
  const alert = page.getByRole('alert');
  await expect(alert.waitFor()).resolves.toBeUndefined();
  await page.locator('button.ant-btn-loading').waitFor({ state: 'detached' });
  return (await alert.innerText()).trim();
}

describe('sign-in lock on the login screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after repeated wrong passwords the login screen says the user is locked, even with the right password', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl(null, '/login?redirect=/admin'));
    // A real demo account no other journey signs in with: the lock must hold even for its right password.
    const userName = 'gerente.bemyself';
    for (let attempt = 1; attempt <= LOCK_AFTER; attempt++) {
      expect(await tryPassword(page, userName, `no-es-la-clave-${attempt}`)).toBe(WRONG);
    }
    expect(await tryPassword(page, userName, 'Licencias2026!')).toBe(LOCKED);
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-locked');
    await page.close();
  });

  it('an unknown user name gets the same answers, so the screen never tells whether a user exists', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('colfactura', '/login?redirect=/myplan'));
    const userName = `nadie.${Date.now()}`;
    for (let attempt = 1; attempt <= LOCK_AFTER; attempt++) {
      expect(await tryPassword(page, userName, 'Licencias2026!')).toBe(WRONG);
    }
    expect(await tryPassword(page, userName, 'Licencias2026!')).toBe(LOCKED);
    await page.close();
  });
});
