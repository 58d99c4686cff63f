import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { BRAND_FONT_FAMILY } from '@lic/shared-rules';
import { accessibleColoursOf } from './antd-theme';
import { BrandProvider, useBrand } from './brand-provider';
import { brands } from './brands';

function Probe() {
  const brand = useBrand();
  const { token } = theme.useToken();
  return (
    <dl>
      <dt>brand</dt>
      <dd data-testid="brand">{brand.code}</dd>
      <dt>primary</dt>
      <dd data-testid="primary">{token.colorPrimary}</dd>
      <dt>text</dt>
      <dd data-testid="text">{token.colorText}</dd>
    </dl>
  );
}

describe('BrandProvider', () => {
  it("sets the page's font to the brands' font, for text outside antd's components (the cart framed by a landing page)", () => {
    document.body.style.fontFamily = '';
    render(
      <BrandProvider brand={brands.boveda}>
        <p>Carrito de compras</p>
      </BrandProvider>,
    );
    expect(document.body.style.fontFamily.replace(/"/g, "'")).toBe(BRAND_FONT_FAMILY);
  });

  it('gives the brand and its antd tokens to the tree below', () => {
    render(
      <BrandProvider brand={brands.firmaya}>
        <Probe />
      </BrandProvider>,
    );

    expect(screen.getByTestId('brand')).toHaveTextContent('firmaya');
    expect(screen.getByTestId('primary').textContent).toBe(accessibleColoursOf(brands.firmaya).primarySeed);
  });

  it('switches antd to the dark algorithm for dark brands', () => {
    const { rerender } = render(
      <BrandProvider brand={brands.license}>
        <Probe />
      </BrandProvider>,
    );
    const lightText = screen.getByTestId('text').textContent;

    rerender(
      <BrandProvider brand={brands.colnomina}>
        <Probe />
      </BrandProvider>,
    );

    expect(screen.getByTestId('text').textContent).not.toBe(lightText);
    expect(screen.getByTestId('text').textContent).toMatch(/^rgba\(255,\s*255,\s*255/);
  });

  it('brands the page: title, a single favicon, body data attributes and background', () => {
    document.head.innerHTML = '<link rel="icon" href="/old.ico"><link rel="shortcut icon" href="/old2.ico">';
    const { rerender } = render(<BrandProvider brand={brands.colfactura}>contenido</BrandProvider>);

    expect(document.title).toBe('Colfactura | Tienda de licencias');
    expect(document.body.dataset.brand).toBe('colfactura');
    expect(document.body.dataset.themeMode).toBe('dark');
    expect(document.body.style.background).toBe('rgb(14, 24, 40)');

    rerender(<BrandProvider brand={brands.firmamail}>contenido</BrandProvider>);

    const icons = document.head.querySelectorAll('link[rel~="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.getAttribute('href')).toBe(brands.firmamail.favicon);
    expect(document.body.dataset.themeMode).toBe('light');
    expect(document.title).toBe('Firmamail | Tienda de licencias');
  });

  it('defaults to the generic brand outside a provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('brand')).toHaveTextContent('license');
  });
});
