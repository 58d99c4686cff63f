import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AddressSuggestion } from '@lic/shared-api-types';
import { AddressInput } from './address-input';
import { sampleAddresses } from './customer-form.fixtures';

function Controlled(props: {
  search: (query: string) => Promise<AddressSuggestion[]>;
  onPick: (suggestion: AddressSuggestion | null) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <Form layout="vertical">
        <Form.Item label="Dirección" htmlFor="address">
          <AddressInput id="address" value={value} onChange={setValue} onPick={props.onPick} search={props.search} />
        </Form.Item>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Storefront/AddressInput',
  parameters: {
    docs: {
      description: {
        component:
          'Una dirección con sugerencias de direcciones de Colombia; también admite escribirla a mano. Úsalo con una etiqueta, como en los datos del cliente.',
      },
    },
  },
  component: Controlled,
  args: {
    // Type "Calle" to see the suggestions.
    search: async (query: string) => sampleAddresses.filter((address) => address.fulladdress.toLowerCase().includes(query.toLowerCase())),
    onPick: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {};
export const WithoutProvider: Story = { args: { search: async () => [] } };

/** Typing asks for suggestions; choosing one fills the field and hands its coordinates on. */
export const ChooseASuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Dirección' });
    await userEvent.type(field, 'Calle 10 #');
    // antd's role="option" nodes are a hidden list for screen readers; a person clicks the suggestion drawn.
    await userEvent.click(await screen.findByText('Calle 10 # 43-20, Medellín, Antioquia'));
    await waitFor(() => expect(field).toHaveValue('Calle 10 # 43-20'));
    await expect(args.onPick).toHaveBeenLastCalledWith(expect.objectContaining({ fulladdress: 'Calle 10 # 43-20' }));
    // The person moves on to the next field: the suggestions close and the chosen address stays.
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    await expect(field).toHaveValue('Calle 10 # 43-20');
  },
};
