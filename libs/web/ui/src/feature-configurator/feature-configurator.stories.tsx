import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeatureConfigurator } from './feature-configurator';
import { sampleServices } from './feature-configurator.fixtures';

function Stateful(props: { filter?: string; disabled?: boolean }) {
  const [services, setServices] = useState(sampleServices);
  return (
    <div style={{ padding: 24, maxWidth: 560 }}>
      <FeatureConfigurator services={services} onChange={setServices} filter={props.filter} disabled={props.disabled} />
    </div>
  );
}

const meta = {
  title: 'Back office/FeatureConfigurator',
  parameters: {
    docs: {
      description: {
        component:
          'Las características de cada servicio de un paquete: selección, cantidad (1.000.000 es ilimitado) y unidad de almacenamiento. Úsalo en "Configurar paquetes" del back office.',
      },
    },
  },
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filtered: Story = { args: { filter: 'almacenamiento' } };
export const Disabled: Story = { args: { disabled: true } };

/**
 * Selecting "Usuarios" with Space unlocks its stepper; "Aumentar" and typing change the quantity, a value out of range
 * is refused; "Ilimitado" locks the documents' quantity; the storage unit goes to GB from the keyboard.
 */
export const Configure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = within(canvas.getByTestId('feature-12'));
    await expect(users.getByRole('textbox', { name: 'Cantidad Usuarios' })).toBeDisabled();
    users.getByRole('checkbox', { name: 'Usuarios' }).focus();
    await userEvent.keyboard(' ');
    await expect(users.getByRole('checkbox', { name: 'Usuarios' })).toBeChecked();
    const quantity = users.getByRole('textbox', { name: 'Cantidad Usuarios' });
    await expect(quantity).toBeEnabled();
    await userEvent.click(users.getByRole('button', { name: 'Aumentar Usuarios' }));
    await expect(quantity).toHaveValue('2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await expect(quantity).toHaveValue('25');
    await userEvent.type(quantity, '000000');
    await expect(quantity).toHaveValue('2500000');
    await userEvent.type(quantity, '0');
    // 25,000,000 is above 9,999,999: the keystroke is refused.
    await expect(quantity).toHaveValue('2500000');
    const documents = within(canvas.getByTestId('feature-11'));
    await userEvent.click(documents.getByRole('checkbox', { name: 'Ilimitado' }));
    await expect(documents.getByRole('textbox', { name: 'Cantidad Documentos electrónicos' })).toBeDisabled();
    const unit = canvas.getByRole('combobox', { name: 'Unidad Almacenamiento en la nube' });
    await userEvent.click(unit);
    await userEvent.click(await screen.findByTitle('GB'));
    await waitFor(() => expect(within(canvas.getByTestId('feature-13')).getByTitle('GB')).toBeVisible());
  },
};
