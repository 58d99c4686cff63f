import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdentityValidationResult } from './identity-validation-result';
import { IDENTITY_VALIDATION_OUTCOMES } from './identity-validation.messages';

const meta = {
  title: 'Storefront/Cart/IdentityValidationResult',
  component: IdentityValidationResult,
  args: { outcome: IDENTITY_VALIDATION_OUTCOMES.notValidated, onClose: () => undefined },
} satisfies Meta<typeof IdentityValidationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotValidated: Story = {};
export const ServiceFailure: Story = { args: { outcome: IDENTITY_VALIDATION_OUTCOMES.failed, failure: true } };
