import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentityValidationResult } from './identity-validation-result';
import { IDENTITY_VALIDATION_OUTCOMES } from './identity-validation.messages';

const meta = {
  title: 'Storefront/Cart/IdentityValidationResult',
  parameters: {
    docs: {
      description: {
        component:
          'El resultado de la validación de identidad: no validado, validado o fallo del servicio, con su siguiente paso. Úsalo tras IdentityValidationForm, en la misma ventana.',
      },
    },
  },
  component: IdentityValidationResult,
  args: { outcome: IDENTITY_VALIDATION_OUTCOMES.notValidated, onClose: () => undefined },
} satisfies Meta<typeof IdentityValidationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotValidated: Story = {};
export const ServiceFailure: Story = { args: { outcome: IDENTITY_VALIDATION_OUTCOMES.failed, failure: true } };
