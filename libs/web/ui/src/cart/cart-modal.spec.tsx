import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { sampleLines } from './cart.fixtures';
import { CartModal, type CartModalProps } from './cart-modal';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => ignorePseudoElementStyles());
afterEach(() => jest.restoreAllMocks());

function renderModal(props: Partial<CartModalProps> = {}) {
  const handlers = {
    onClose: jest.fn(),
    onAddProducts: jest.fn(),
    onContinue: jest.fn(),
    onQuantityChange: jest.fn(),
    onRemove: jest.fn(),
  };
  render(<CartModal open lines={sampleLines} total={1_214_200} {...handlers} {...props} />, { wrapper: AntdTestStyles });
  return handlers;
}

describe('CartModal', () => {
  it('shows "Carrito de compras", the lines, the total and its notes', () => {
    renderModal({ promo: { onApply: () => undefined, loading: false } });

    expect(screen.getByText('Carrito de compras')).toBeInTheDocument();
    expect(screen.getByText('Plan Emprendedor')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$ 1.214.200');
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('Impuesto incluido')).toBeInTheDocument();
    expect(screen.getByText('*El valor del descuento aplica antes de IVA.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código promocional' })).toBeInTheDocument();
    expect(screen.queryByText(/servicio de integración/)).not.toBeInTheDocument();
  });

  it('takes the package name as title when it holds one item', () => {
    renderModal({ lines: [sampleLines[0]] });
    expect(screen.getByRole('heading', { name: 'Plan Emprendedor' })).toBeInTheDocument();
    expect(screen.queryByText('Carrito de compras')).not.toBeInTheDocument();
  });

  it('says the cart is empty and does not continue without items', () => {
    renderModal({ lines: [], total: 0, promo: { onApply: () => undefined, loading: false } });
    expect(screen.getByText('¡Tu carrito está vacío!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  });

  it('hides the promo code form when the brand does not apply codes', () => {
    renderModal({ promo: null });
    expect(screen.queryByRole('textbox', { name: 'Código promocional' })).not.toBeInTheDocument();
  });

  it('reads "Procesando..." while the cart is priced again', () => {
    renderModal({ loading: true });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Procesando...');
  });

  it('notes that integration is not included, with a contact link', () => {
    renderModal({ showIntegrationNote: true, integrationContactEmail: 'ventas@colfactura.co' });
    expect(screen.getByText(/Los valores no incluyen el servicio de integración\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', 'mailto:ventas@colfactura.co');
  });

  it('continues, adds products and closes through its buttons', async () => {
    const handlers = renderModal();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: /Agregar productos/ }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(handlers.onContinue).toHaveBeenCalledTimes(1);
    expect(handlers.onAddProducts).toHaveBeenCalledTimes(1);
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });

  it('puts a checkout of its own in place of "Continuar"', () => {
    renderModal({ checkout: <p>Formulario del suscriptor</p> });
    expect(screen.getByText('Formulario del suscriptor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('draws in the page when embedded', () => {
    const { container } = render(
      <CartModal
        open
        embedded
        lines={sampleLines}
        total={10}
        onClose={() => undefined}
        onAddProducts={() => undefined}
        onContinue={() => undefined}
        onQuantityChange={() => undefined}
        onRemove={() => undefined}
      />,
      { wrapper: AntdTestStyles },
    );
    expect(container.querySelector('section[aria-label="Carrito de compras"]')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });
});
