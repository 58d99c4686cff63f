import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContractPackageDetailPanel } from './contract-package-detail-panel';
import { ContractedProductsList } from './contracted-products-list';
import { COUNTED_PACKAGE_DETAIL, DASHBOARD_ENTRIES, UNLIMITED_PACKAGE_DETAIL } from './contracted-products.fixtures';

const showMovements = fn();

const meta = {
  title: 'Storefront/Productos adquiridos/ContractedProductsList',
  parameters: {
    docs: {
      description: {
        component:
          'Los productos adquiridos por convenio, uno por panel, con "Ver detalle" por paquete. Úsalo en el tablero del cliente; el detalle se pide solo al abrirlo.',
      },
    },
  },
  component: ContractedProductsList,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    entries: DASHBOARD_ENTRIES,
    renderDetail: (_entry, contractedPackage) => (
      <ContractPackageDetailPanel
        detail={contractedPackage.packageCode.includes('ILIM') ? UNLIMITED_PACKAGE_DETAIL : COUNTED_PACKAGE_DETAIL}
        onMovements={fn()}
      />
    ),
  },
} satisfies Meta<typeof ContractedProductsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { loading: true } };

/** "Ver detalle" of a package opens its figures (and says it is expanded); "Movimientos" asks for the movements. */
export const OpenADetail: Story = {
  args: {
    renderDetail: (_entry, contractedPackage) => (
      <ContractPackageDetailPanel
        detail={contractedPackage.packageCode.includes('ILIM') ? UNLIMITED_PACKAGE_DETAIL : COUNTED_PACKAGE_DETAIL}
        onMovements={showMovements}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Ver detalle Documentos electrónicos convenio' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByTestId('contract-package-detail')).toBeNull();
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const detail = within(await canvas.findByTestId('contract-package-detail'));
    await expect(detail.getByTestId('figure-Total')).toHaveTextContent(/15\.000/);
    await userEvent.click(detail.getByRole('button', { name: /Movimientos/ }));
    await expect(showMovements).toHaveBeenCalledTimes(1);
    await userEvent.click(open);
    await expect(canvas.queryByTestId('contract-package-detail')).toBeNull();
  },
};
