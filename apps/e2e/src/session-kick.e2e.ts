import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { brandUrl, DEMO_PASSWORD, launchBrowser, screenshot, signIn } from './support/browser';

async function tokenOf(userName: string): Promise<string> {
  const response = await fetch(brandUrl(null, '/api/Login/Authenticate'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: DEMO_PASSWORD, AppName: 'LICENSE' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { token: string } }).result.token;
}

describe('revoked session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is kicked out of the back office: modal, storage cleared after 2 s, back to /', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'consulta', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.locator('.ant-menu-item').first().waitFor();
    // Give the socket time to connect and announce itself.
    await page.waitForTimeout(1500);

    const adminToken = await tokenOf('superadmin');
    const revoke = await fetch(brandUrl(null, '/api/user/RevokeSessions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ UserName: 'consulta' }),
    });
    expect(revoke.status).toBe(200);

    await page.getByText('Tu sesión ha sido cerrada por un administrador.').waitFor({ timeout: 15000 });
    await screenshot(page, 'session-kicked');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15000 });
    expect(await page.evaluate(() => window.localStorage.getItem('appsUserToken'))).toBeNull();
    await context.close();
  });

  it('signing out ends the session on the server: the token the browser held answers 401 at once', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'consulta', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.locator('.ant-menu-item').first().waitFor();
    const token = await page.evaluate(() => window.localStorage.getItem('appsUserToken'));
    expect(token).toBeTruthy();
    const probe = () =>
      fetch(brandUrl(null, '/api/user/GetUserByNameId'), {
        headers: { Authorization: `Bearer ${String(token).replace(/^Bearer /, '')}`, iduser: 'consulta' },
      });
    expect((await probe()).status).toBe(200);

    await page.getByTestId('admin-avatar').hover();
    await page.getByText('Cerrar sesión').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'), { timeout: 15000 });

    expect((await probe()).status).toBe(401);
    await context.close();
  });
});
