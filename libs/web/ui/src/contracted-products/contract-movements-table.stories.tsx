import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContractMovementsTable } from './contract-movements-table';
import { DASHBOARD_MOVEMENTS } from './contracted-products.fixtures';

const meta = {
  title: 'Storefront/Productos adquiridos/ContractMovementsTable',
  parameters: {
    docs: {
      description: {
        component:
          'Los movimientos de consumo de un paquete contratado, ordenables por fecha y cantidad, con paginador. Úsalo en la página de movimientos del cliente; en un teléfono sus filas siguen la tabla con desplazamiento.',
      },
    },
  },
  component: ContractMovementsTable,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  args: { movements: DASHBOARD_MOVEMENTS },
} satisfies Meta<typeof ContractMovementsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Movements: Story = {};
export const Empty: Story = { args: { movements: [] } };

/** A click on "Cantidad" puts the smallest movement first, a second one the largest. */
export const SortByQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstQuantity = () => within(canvas.getAllByRole('row')[1]).getAllByRole('cell').at(-1);
    const header = canvas.getByRole('columnheader', { name: /Cantidad/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstQuantity()).toHaveTextContent(/^5$/);
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstQuantity()).toHaveTextContent(/1\.200/);
  },
};
