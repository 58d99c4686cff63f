import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdTestStyles } from '../testing/antd-test-styles';
import { CataloguePackageCard, catalogueFeatureLine, type CataloguePackageCardProps } from './catalogue-package-card';

function renderCard(props: Partial<CataloguePackageCardProps> = {}) {
  const onBuyNow = jest.fn();
  const onAddToCart = jest.fn();
  render(
    <CataloguePackageCard
      name="Plan Empresarial"
      packageTypeId={1}
      price={1_890_000}
      publicVisibility
      features={[
        { key: 1, label: 'Documentos electrónicos', quantity: 1_000_000 },
        { key: 2, label: 'Usuarios', quantity: 10 },
      ]}
      onBuyNow={onBuyNow}
      onAddToCart={onAddToCart}
      {...props}
    />,
    { wrapper: AntdTestStyles },
  );
  return { onBuyNow, onAddToCart, card: screen.getByTestId('catalogue-package-card') };
}

describe('catalogueFeatureLine', () => {
  it('gives the quantity (thousands with dots, storage with its unit) or "(Ilimitadas)"', () => {
    expect(catalogueFeatureLine({ key: 1, label: 'Documentos', quantity: 1500 })).toBe('Documentos: 1.500');
    expect(catalogueFeatureLine({ key: 1, label: 'Almacenamiento', quantity: 2, unit: 'GB' })).toBe('Almacenamiento: 2 GB');
    expect(catalogueFeatureLine({ key: 1, label: 'Documentos', quantity: 1_000_000 })).toBe('Documentos (Ilimitadas)');
    expect(catalogueFeatureLine({ key: 1, label: 'Firmas', quantity: 0, unlimited: true })).toBe('Firmas (Ilimitadas)');
  });
});

describe('CataloguePackageCard', () => {
  it('shows the name, the yearly price and the features, with no crown for a public package', () => {
    const { card } = renderCard();

    expect(screen.getByRole('heading', { name: 'Plan Empresarial' })).toBeInTheDocument();
    expect(screen.getByTestId('package-price')).toHaveTextContent('$ 1.890.000 /anual');
    expect(card).toHaveTextContent('Documentos electrónicos (Ilimitadas)');
    expect(card).toHaveTextContent('Usuarios: 10');
    expect(screen.queryByLabelText('Paquete privado')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('desde');
  });

  it('strikes the price through beside the discounted one and crowns a private package', () => {
    renderCard({ price: 890_000, discountedPrice: 712_000, publicVisibility: false });

    expect(screen.getByText('$ 890.000').tagName).toBe('DEL');
    expect(screen.getByTestId('package-price')).toHaveTextContent('$ 712.000 /anual');
    expect(screen.getByLabelText('Paquete privado')).toBeInTheDocument();
  });

  it('shows no struck price when the discounted price is the price', () => {
    renderCard({ discountedPrice: 1_890_000 });

    expect(screen.getByTestId('package-price').querySelector('del')).toBeNull();
  });

  it('says "desde" before the price of an employee package', () => {
    renderCard({ fromPrice: true, price: 420_000 });

    expect(screen.getByTestId('package-price')).toHaveTextContent('desde$ 420.000 /anual');
  });

  it('buys with "Agregar a compra" and adds with "Agregar al carrito"', async () => {
    const { onBuyNow, onAddToCart } = renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar a compra' }));
    expect(onBuyNow).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('holds both buttons while a purchase is under way', () => {
    renderCard({ busy: true });

    expect(screen.getByRole('button', { name: /Agregar a compra/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  });
});
