import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IdentityValidationForm } from './identity-validation-form';

function Stateful(props: { disabled?: boolean }) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <div style={{ padding: 24, maxWidth: 720 }}>
      <IdentityValidationForm
        disabled={props.disabled}
        submitting={submitting}
        privacyPolicyUrl="https://example.com/politica"
        termsUrl="https://example.com/terminos"
        onSubmit={() => {
          setSubmitting(true);
          setTimeout(() => setSubmitting(false), 1200);
        }}
      />
    </div>
  );
}

const meta = { title: 'Storefront/Cart/IdentityValidationForm', component: Stateful, args: {} } satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const EmptyCart: Story = { args: { disabled: true } };
