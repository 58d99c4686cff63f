import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AntdTestStyles } from '../testing/antd-test-styles';
import { QuantityInput } from './quantity-input';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('QuantityInput', () => {
  it('reports whole quantities from 1 to 999 and ignores the rest', async () => {
    const onChange = jest.fn<(quantity: number) => void>();
    render(<QuantityInput label="Cantidad Plan" value={1} onChange={onChange} />, { wrapper: AntdTestStyles });
    const input = screen.getByRole('spinbutton', { name: 'Cantidad Plan' });
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuemax', '999');

    await user.clear(input);
    await user.type(input, '12');
    expect(onChange).toHaveBeenLastCalledWith(12);

    onChange.mockClear();
    await user.clear(input);
    await user.type(input, '0');
    await user.clear(input);
    await user.paste('1000');
    expect(onChange).not.toHaveBeenCalledWith(0);
    expect(onChange).not.toHaveBeenCalledWith(1000);
  });

  it('offers the tiers in a list for employee packages', async () => {
    const onChange = jest.fn<(quantity: number) => void>();
    render(<QuantityInput label="Cantidad Nómina" mode="select" options={[10, 50, 100]} value={10} onChange={onChange} />, {
      wrapper: AntdTestStyles,
    });
    await user.click(screen.getByRole('combobox', { name: 'Cantidad Nómina' }));
    await user.click(await screen.findByTitle('50'));
    expect(onChange).toHaveBeenCalledWith(50);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('only shows a fixed quantity', () => {
    render(<QuantityInput label="Cantidad Firma" mode="fixed" value={1} onChange={() => undefined} />, { wrapper: AntdTestStyles });
    expect(screen.getByLabelText('Cantidad Firma')).toHaveTextContent('1');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
