import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';

interface ParameterRecord {
  parameterCode: string;
  parameterValue: string;
}

describe('demo landing pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const landingPageOf = async (appName: string): Promise<unknown> => {
    const response = await t.http().get('/license/api/parameter/GetAppParameters').set('appName', appName).expect(200);
    const record = (response.body.result.records as ParameterRecord[]).find((r) => r.parameterCode === 'urlLandingPage');
    return record ? (JSON.parse(record.parameterValue) as { value: unknown }).value : undefined;
  };

  it('answers /landing with the page of the host brand, which embeds the cart modal of its own origin', async () => {
    const response = await t.http().get('/landing').set('Host', 'firmaya.localhost:3000').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-app-name']).toBe('firmaya');
    expect(response.text).toContain('<title>Firmaya</title>');
    expect(response.text).toContain('data-app-name="firmaya"');
    expect(response.text).toContain('<script src="/landing/landing.js" defer></script>');
    expect(response.text).toContain('<iframe name="cart-frame"');
    // The brand's offers, framed from the storefront, in a section hidden until there are any.
    expect(response.text).toContain('<section id="offers-section" hidden>');
    expect(response.text).toContain('<iframe id="offers-frame" title="Ofertas"></iframe>');
    expect(response.text).toContain('href="/license/RegisterPurchaseExt">Comprar</a>');
    // The plans are in the HTML, drawn from the cached catalogue, as links to the cart modal (decision 0055).
    expect(response.text).toMatch(
      /<div id="packages" aria-live="polite" data-rendered><a class="package" role="button" href="\/license\/viewCartModal\/\d+\/1"/,
    );
    expect(response.text).toMatch(/<small>\$ [\d.]+ \/anual<\/small>/);
    expect(response.text).not.toContain('Cargando planes...');
    // The page may frame pages of its own origin and runs only scripts of its own origin.
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);

    const colnomina = await t.http().get('/LANDING').set('Host', 'colnomina.localhost').expect(200);
    expect(colnomina.text).toContain('<title>Colnómina</title>');
  });

  it('serves the script that lists the base packages and opens /license/viewCartModal/{packageId}/1', async () => {
    const response = await t.http().get('/landing/landing.js').set('Host', 'firmaya.localhost').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.text).toContain("'/license/api/package/GetPackagesByServiceName/'");
    expect(response.text).toContain("'/license/viewCartModal/' + encodeURIComponent(pkg.packageId) + '/1'");
    // The offers frame loads only when the catalogue has offers; its "¡COMPRAR YA!" opens the same cart.
    expect(response.text).toContain("offersFrame.src = '/license/viewOffers'");
    expect(response.text).toContain("openCart('/license/viewCartModal/' + encodeURIComponent(data.packageId) + '/1')");
  });

  it('points the demo urlLandingPage of colnomina, firmaya, boveda and bemyself at /landing only', async () => {
    for (const appName of ['colnomina', 'firmaya', 'boveda', 'bemyself']) {
      expect(await landingPageOf(appName)).toBe('/landing');
    }
    expect(await landingPageOf('colfactura')).toBe('https://www.colfactura.com');
    expect(await landingPageOf('firmamail')).toBe('https://www.firmamail.com');
  });
});
