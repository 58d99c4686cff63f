import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BrandProvider } from '../brand/brand-provider';
import { brands } from '../brand/brands';
import { StorefrontLayout } from './storefront-layout';

const withBrand = (children: ReactNode) => <BrandProvider brand={brands.firmaya}>{children}</BrandProvider>;

describe('StorefrontLayout', () => {
  it('shows the brand logo on the brand header above the page', () => {
    render(withBrand(<StorefrontLayout>Catálogo</StorefrontLayout>));

    expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', brands.firmaya.logo);
    expect(screen.getByTestId('brand-logo')).toHaveAttribute('alt', 'Firmaya');
    expect(screen.getByTestId('app-header')).toHaveStyle({ background: 'rgb(207, 72, 10)' });
    expect(screen.getByText('Catálogo')).toBeInTheDocument();
  });

  it('offers sign-in to anonymous visitors', () => {
    render(withBrand(<StorefrontLayout user={null}>x</StorefrontLayout>));

    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  it('shows the signed-in user with "Mi plan" and "Cerrar sesión"', async () => {
    const onLogout = jest.fn();
    render(
      withBrand(
        <StorefrontLayout user={{ name: 'Ana', surname: 'Pérez' }} myPlanHref="/myplan" onLogout={onLogout}>
          x
        </StorefrontLayout>,
      ),
    );
    expect(screen.queryByText('Iniciar sesión')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Ana Pérez/ }));

    expect(await screen.findByRole('link', { name: 'Mi plan' })).toHaveAttribute('href', '/myplan');
    await userEvent.click(screen.getByText('Cerrar sesión'));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('lets the app router follow the header links', async () => {
    const onNavigate = jest.fn();
    render(withBrand(<StorefrontLayout onNavigate={onNavigate}>x</StorefrontLayout>));

    await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await userEvent.click(screen.getByTestId('brand-logo'));

    expect(onNavigate.mock.calls).toEqual([['/login'], ['/']]);
  });

  it('shows the suite menu only when apps are given', () => {
    const { rerender } = render(withBrand(<StorefrontLayout>x</StorefrontLayout>));
    expect(screen.queryByTestId('suite-menu')).toBeNull();

    rerender(withBrand(<StorefrontLayout suiteApps={[{ code: 'colnomina', href: 'https://colnomina.example' }]}>x</StorefrontLayout>));

    expect(screen.getByTestId('suite-menu')).toBeInTheDocument();
  });

  it('places extra header content such as the cart', () => {
    render(withBrand(<StorefrontLayout headerExtra={<button type="button">Carrito</button>}>x</StorefrontLayout>));

    expect(screen.getByTestId('app-header')).toContainElement(screen.getByRole('button', { name: 'Carrito' }));
  });
});
