import { BRANDS } from '@lic/shared-rules';
import { brandCodes, brandFor, brands, type BrandCode } from './brands';

const svgOf = (dataUrl: string) => decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml,/, ''));

describe('brands', () => {
  // The theme table restates the brand table's tenant and display name: tools/build/boot-shell.ts loads this file
  // in Vite's config, where the workspace aliases (@lic/shared-rules) do not resolve.
  it('has a theme for each brand of the brand table, in its order, with its tenant and display name', () => {
    expect(brandCodes).toEqual(BRANDS.map((brand) => brand.appName));
    for (const brand of BRANDS)
      expect([brands[brand.appName as BrandCode].tenant, brands[brand.appName as BrandCode].displayName]).toEqual([
        brand.tenant,
        brand.displayName,
      ]);
  });

  it('has the seven brands with their tenants, names and titles', () => {
    expect(brandCodes).toEqual(['colfactura', 'colnomina', 'firmaya', 'firmamail', 'boveda', 'bemyself', 'license']);
    expect(Object.fromEntries(brandCodes.map((code) => [code, [brands[code].tenant, brands[code].displayName]]))).toEqual({
      colfactura: ['colfactura', 'Colfactura'],
      colnomina: ['colnomina', 'Colnómina'],
      firmaya: ['firmaya', 'Firmaya'],
      firmamail: ['firmamail', 'Firmamail'],
      boveda: ['boveda', 'Bóveda'],
      bemyself: ['myselfcert', 'BeMyself'],
      license: ['license', 'Licencias'],
    });
    expect(brands.colfactura.title).toBe('Colfactura | Tienda de licencias');
  });

  it('uses dark themes for colfactura, colnomina and bemyself and an orange header for firmaya, deep enough for white text', () => {
    const dark = brandCodes.filter((code) => brands[code].mode === 'dark');
    expect(dark).toEqual(['colfactura', 'colnomina', 'bemyself']);
    expect(brands.firmaya.primaryColor).toBe('#F37021');
    expect(brands.firmaya.headerBackground).toBe('#CF480A');
  });

  it('gives every brand its own colour, logo and icon', () => {
    for (const key of ['primaryColor', 'logo', 'favicon'] as const) {
      expect(new Set(brandCodes.map((code) => brands[code][key])).size).toBe(brandCodes.length);
    }
  });

  it.each(brandCodes)('draws the %s wordmark and icon as inline SVG', (code: BrandCode) => {
    const brand = brands[code];
    expect(brand.logo).toMatch(/^data:image\/svg\+xml,/);
    expect(brand.favicon).toMatch(/^data:image\/svg\+xml,/);
    const logo = svgOf(brand.logo);
    expect(logo).toContain('<svg');
    expect(logo.replace(/<[^>]+>/g, '')).toBe(brand.displayName);
    expect(svgOf(brand.favicon)).toContain(`fill="${brand.primaryColor}"`);
  });

  it('finds a brand by app name regardless of case, or by tenant', () => {
    expect(brandFor('ColFactura').code).toBe('colfactura');
    expect(brandFor(' FIRMAYA ').code).toBe('firmaya');
    expect(brandFor('myselfcert').code).toBe('bemyself');
  });

  it('falls back to the generic store for unknown or missing app names', () => {
    expect(brandFor('unknown').code).toBe('license');
    expect(brandFor('').code).toBe('license');
    expect(brandFor(null).code).toBe('license');
    expect(brandFor().code).toBe('license');
  });
});
