import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AntdTestStyles } from '../testing/antd-test-styles';
import { CartPromoCodeForm } from './cart-promo-code-form';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('CartPromoCodeForm', () => {
  it('keeps "Aplicar" disabled until a code is typed and applies it trimmed', async () => {
    const onApply = jest.fn<(code: string) => void>();
    render(<CartPromoCodeForm onApply={onApply} />, { wrapper: AntdTestStyles });
    const apply = screen.getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Código promocional' }), '  NAVIDAD24 ');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith('NAVIDAD24');
  });

  it('applies on Enter and accepts at most 20 characters', async () => {
    const onApply = jest.fn<(code: string) => void>();
    render(<CartPromoCodeForm onApply={onApply} />, { wrapper: AntdTestStyles });
    const input = screen.getByRole('textbox', { name: 'Código promocional' });
    expect(input).toHaveAttribute('maxLength', '20');
    await user.type(input, 'ABC{Enter}');
    expect(onApply).toHaveBeenCalledWith('ABC');
  });

  it('reads "Cargando" while the code is validated', async () => {
    render(<CartPromoCodeForm onApply={() => undefined} loading />, { wrapper: AntdTestStyles });
    expect(screen.getByRole('button', { name: 'Cargando' })).toBeDisabled();
  });

  it('is disabled while the cart is empty', () => {
    render(<CartPromoCodeForm onApply={() => undefined} disabled />, { wrapper: AntdTestStyles });
    expect(screen.getByRole('textbox', { name: 'Código promocional' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  });
});
