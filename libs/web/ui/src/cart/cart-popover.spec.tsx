import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AntdTestStyles } from '../testing/antd-test-styles';
import { CartButton } from './cart-button';
import { CartMenu, CartPopover } from './cart-popover';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const items = [
  { packageId: 7, name: 'Plan Emprendedor', price: 119_000, quantity: 2, total: 238_000 },
  { packageId: 9, name: 'Documentos adicionales', price: 59_500, quantity: 1, total: 59_500 },
];

describe('CartMenu', () => {
  it('lists price x quantity, what each line costs, the subtotal and pays', async () => {
    const onPay = jest.fn();
    render(<CartMenu items={items} subtotal={297_500} onPay={onPay} />, { wrapper: AntdTestStyles });
    expect(screen.getByText('Plan Emprendedor')).toBeInTheDocument();
    expect(screen.getByText('$ 119.000 x 2')).toBeInTheDocument();
    expect(screen.getByText('$ 59.500 x 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-menu-line-total').map((cell) => cell.textContent)).toEqual(['$ 238.000', '$ 59.500']);
    expect(screen.getByTestId('cart-menu-subtotal')).toHaveTextContent('$ 297.500');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('cannot pay an empty cart', () => {
    render(<CartMenu items={[]} subtotal={0} onPay={() => undefined} />, { wrapper: AntdTestStyles });
    expect(screen.getByText('¡Tu carrito está vacío!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  });
});

describe('CartButton and CartPopover', () => {
  it('shows the number of items and opens the menu', async () => {
    const onClick = jest.fn();
    render(
      <CartPopover items={items} subtotal={297_500} onPay={() => undefined}>
        <CartButton count={2} onClick={onClick} />
      </CartPopover>,
      { wrapper: AntdTestStyles },
    );
    const button = screen.getByRole('button', { name: 'Ver carrito de compras 2' });
    expect(button).toHaveTextContent('2');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('cart-menu')).toHaveTextContent('$ 119.000 x 2');
  });

  it('is named by its hidden text and the number its badge shows, so the name holds the visible text', () => {
    const { rerender } = render(<CartButton count={0} />, { wrapper: AntdTestStyles });
    expect(screen.getByRole('button', { name: 'Ver carrito de compras' })).toBeInTheDocument();
    rerender(<CartButton count={120} />);
    const button = screen.getByRole('button', { name: 'Ver carrito de compras 99+' });
    expect(button).toHaveTextContent('99+');
  });
});
