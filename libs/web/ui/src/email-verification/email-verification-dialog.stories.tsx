import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmailVerificationDialog } from './email-verification-dialog';

const meta = {
  title: 'Storefront/EmailVerificationDialog',
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
