import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { EmailVerificationDialog } from './email-verification-dialog';

const meta = {
  title: 'Storefront/EmailVerificationDialog',
  parameters: {
    docs: {
      description: {
        component:
          'La ventana del código de verificación del correo. Úsala cuando la compra pide confirmar el correo: código, reenvío y éxito en la misma ventana.',
      },
    },
  },
  component: EmailVerificationDialog,
  args: {
    open: true,
    email: 'ana.perez@example.com',
    // 123456 passes; any other code gets the server's message under the field.
    onVerify: fn(async (code: string) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (code !== '123456') throw new Error('El código ingresado no es válido o ha expirado.');
    }),
    onResend: fn(async () => undefined),
    onVerified: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EmailVerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterCode: Story = {};
export const Resent: Story = { args: { initialView: 'resent' } };
export const Verified: Story = { args: { initialView: 'verified' } };

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Código de verificación');
  await userEvent.clear(field);
  await userEvent.type(field, code);
}

/**
 * "Verificar" waits for a whole code (Enter on five digits sends nothing); an emptied or malformed code is refused in
 * Spanish before the server is asked; a wrong one shows the server's message.
 */
export const WrongCodes: Story = {
  play: async ({ args }) => {
    const verify = await screen.findByRole('button', { name: 'Verificar' });
    await expect(verify).toBeDisabled();
    await typeCode('12345{Enter}');
    await expect(verify).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Código de verificación'));
    await expect(await screen.findByText('Ingresa el código de validación', undefined, { timeout: 5000 })).toBeInTheDocument();
    await typeCode('12a456');
    await expect(await screen.findByText('Ingresa un código numérico de 6 caracteres.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await expect(verify).toBeDisabled();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await typeCode('654321');
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);
    await expect(
      await screen.findByText('El código ingresado no es válido o ha expirado.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
  },
};

/** The right code, typed and sent with Enter, leads to the success view. */
export const RightCodeWithEnter: Story = {
  play: async ({ args }) => {
    const field = await screen.findByLabelText('Código de verificación');
    await userEvent.type(field, '123456{Enter}');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('123456'));
    await waitFor(async () => expect(await screen.findByRole('button', { name: 'Continuar' })).toBeVisible());
  },
};
