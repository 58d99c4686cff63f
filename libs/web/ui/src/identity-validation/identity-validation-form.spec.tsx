import { jest } from '@jest/globals';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { IdentityValidationForm, type SubscriberValues } from './identity-validation-form';
import { IdentityValidationResult } from './identity-validation-result';
import { IDENTITY_VALIDATION_OUTCOMES } from './identity-validation.messages';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => ignorePseudoElementStyles());
afterEach(() => jest.restoreAllMocks());

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

function renderForm() {
  const onSubmit = jest.fn<(values: SubscriberValues) => void>();
  render(
    <IdentityValidationForm onSubmit={onSubmit} privacyPolicyUrl="https://firmaya.co/datos" termsUrl="https://firmaya.co/terminos" />,
    {
      wrapper: AntdTestStyles,
    },
  );
  return { onSubmit };
}

describe('IdentityValidationForm', () => {
  it('offers only the cédula and starts with the terms unchecked', async () => {
    renderForm();
    expect(screen.getByText('Cédula de ciudadanía')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', 'https://firmaya.co/terminos');
  });

  it('does not submit without the fields and the terms', async () => {
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('Campo obligatorio')).toHaveLength(3);
    expect(screen.getByText('Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a 10-digit mobile and keeps only digits in the numbers', async () => {
    renderForm();
    await fill('Número de celular', '300-123 45');
    expect(screen.getByLabelText('Número de celular')).toHaveValue('30012345');
    expect(await screen.findByText('Debe ingresar un número de celular válido de 10 dígitos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de documento')).toHaveAttribute('maxLength', '15');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('maxLength', '100');
  });

  it('submits the subscriber', async () => {
    const { onSubmit } = renderForm();
    await fill('Número de documento', '1020304050');
    await fill('Correo electrónico', 'ana.perez@example.com');
    await fill('Número de celular', '3001234567');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        typeDocument: 'CC',
        documentNumber: '1020304050',
        email: 'ana.perez@example.com',
        phoneNumber: '3001234567',
        legalTermsCheck: true,
      }),
    );
  });
});

describe('IdentityValidationResult', () => {
  it('shows the outcome with "Entendido"', async () => {
    const onClose = jest.fn();
    render(<IdentityValidationResult outcome={IDENTITY_VALIDATION_OUTCOMES.notValidated} onClose={onClose} />, { wrapper: AntdTestStyles });
    expect(screen.getByText('No hemos validado tu información')).toBeInTheDocument();
    expect(screen.getByText('Revisa los datos ingresados y vuelve a intentarlo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
