import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@lic/web-api-client';
import { renderStorefront } from '../testing/render-storefront';

describe('storefront routes', () => {
  it.each(['/admin', '/admin/packages', '/admin/login/abc'])('sends %s back to the catalogue', async (path) => {
    const { location } = renderStorefront(path);
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it.each([
    ['/registerPurchaseOrder', 'Proceso de facturación y activación'],
    ['/registerPurchaseOrder/activatePlan', 'Proceso de activación de licencia'],
    ['/summaryorder/6f1c2a9e-1111-4c1e-9f0a-1234567890ab', 'Resumen de compra'],
    ['/license/viewCartModal/12/2', 'Carrito de compras'],
  ])('%s shows its title', async (path, title) => {
    renderStorefront(path);
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('asks an anonymous visitor of /myplan to sign in first', async () => {
    sessionStore.clear();
    const { location } = renderStorefront('/myplan');
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(location.search).toBe('?redirect=/myplan');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
