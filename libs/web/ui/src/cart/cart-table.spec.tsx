import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { setViewportWidth } from '../testing/viewport';
import { sampleLines } from './cart.fixtures';
import { CartTable } from './cart-table';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => ignorePseudoElementStyles());
afterEach(() => jest.restoreAllMocks());

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('CartTable', () => {
  it('shows each line with its unit value, discount, IVA and subtotal', () => {
    render(<CartTable lines={sampleLines} onQuantityChange={() => undefined} onRemove={() => undefined} />, { wrapper: AntdTestStyles });

    for (const header of ['Producto', 'Cantidad', 'Valor unitario', 'Descuento', 'IVA', 'Subtotal']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const plan = row('Plan Emprendedor');
    expect(plan).toHaveTextContent('$ 100.000');
    expect(plan).toHaveTextContent('$ 20.000');
    expect(plan).toHaveTextContent('19%');
    expect(plan).toHaveTextContent('$ 214.200');
    expect(within(plan).getByRole('spinbutton', { name: 'Cantidad Plan Emprendedor' })).toHaveValue('2');
    expect(within(row('Nómina 50 empleados')).getByRole('combobox', { name: 'Cantidad Nómina 50 empleados' })).toBeInTheDocument();
  });

  it('scrolls past 420 px', () => {
    const { container } = render(<CartTable lines={sampleLines} />, { wrapper: AntdTestStyles });
    expect(container.querySelector('.ant-table-body')).toHaveStyle({ maxHeight: '420px' });
  });

  it('shows the features with "Ver más" and hides them with "Ver menos"', async () => {
    render(<CartTable lines={sampleLines} onQuantityChange={() => undefined} />, { wrapper: AntdTestStyles });
    const plan = row('Plan Emprendedor');
    expect(within(plan).queryByText('Documentos electrónicos: 500')).not.toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Ver más' }));
    expect(within(plan).getByText('Documentos electrónicos: 500')).toBeInTheDocument();
    expect(within(plan).getByText('Usuarios (Ilimitadas)')).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Ver menos' }));
    expect(within(plan).queryByText('Documentos electrónicos: 500')).not.toBeInTheDocument();
  });

  it('reports deletions and quantity changes', async () => {
    const onRemove = jest.fn<(packageId: number) => void>();
    const onQuantityChange = jest.fn<(packageId: number, quantity: number) => void>();
    render(<CartTable lines={sampleLines} onRemove={onRemove} onQuantityChange={onQuantityChange} />, { wrapper: AntdTestStyles });

    await user.click(screen.getByRole('button', { name: 'Eliminar Plan Emprendedor' }));
    expect(onRemove).toHaveBeenCalledWith(7);

    const quantity = screen.getByRole('spinbutton', { name: 'Cantidad Plan Emprendedor' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(onQuantityChange).toHaveBeenLastCalledWith(7, 5);
  });

  it('says the cart is empty', () => {
    render(<CartTable lines={[]} />, { wrapper: AntdTestStyles });
    expect(screen.getByText('¡Tu carrito está vacío!')).toBeInTheDocument();
  });

  it('shows read-only lines in the summary variant', () => {
    render(<CartTable variant="summary" lines={sampleLines} onRemove={() => undefined} onQuantityChange={() => undefined} />, {
      wrapper: AntdTestStyles,
    });
    expect(screen.queryByRole('columnheader', { name: 'Descuento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad Plan Emprendedor')).toHaveTextContent('2');
  });

  describe('on a phone (390 px)', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = setViewportWidth(390);
    });
    afterEach(() => restore());

    const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

    it('stacks each line as a card with its quantity, unit value, discount, IVA, subtotal and delete button', async () => {
      const onRemove = jest.fn<(packageId: number) => void>();
      render(<CartTable lines={sampleLines} onQuantityChange={() => undefined} onRemove={onRemove} />, { wrapper: AntdTestStyles });

      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
      const plan = card('Plan Emprendedor');
      const figure = (label: string) => within(plan).getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(figure('Valor unitario')).toHaveTextContent('$ 100.000');
      expect(figure('Descuento')).toHaveTextContent('$ 20.000');
      expect(figure('IVA')).toHaveTextContent('19%');
      expect(figure('Subtotal')).toHaveTextContent('$ 214.200');
      expect(within(plan).getByRole('spinbutton', { name: 'Cantidad Plan Emprendedor' })).toHaveValue('2');

      await user.click(within(plan).getByRole('button', { name: 'Eliminar Plan Emprendedor' }));
      expect(onRemove).toHaveBeenCalledWith(7);
      await user.click(within(plan).getByRole('button', { name: 'Ver más' }));
      expect(within(plan).getByText('Documentos electrónicos: 500')).toBeInTheDocument();
    });

    it('wraps package names between words only', () => {
      render(<CartTable lines={sampleLines} />, { wrapper: AntdTestStyles });
      const name = screen.getByText('Nómina 50 empleados').closest('.ant-typography');
      expect(name).toHaveStyle({ overflowWrap: 'normal', wordBreak: 'normal' });
    });

    it('leaves out discount, IVA and delete in the summary variant and says when the cart is empty', () => {
      const { unmount } = render(<CartTable variant="summary" lines={sampleLines} onRemove={() => undefined} />, {
        wrapper: AntdTestStyles,
      });
      expect(within(card('Plan Emprendedor')).queryByText('Descuento')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
      unmount();
      render(<CartTable lines={[]} />, { wrapper: AntdTestStyles });
      expect(screen.getByText('¡Tu carrito está vacío!')).toBeInTheDocument();
    });
  });
});
