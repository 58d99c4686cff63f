import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleServices } from '../feature-configurator/feature-configurator.fixtures';
import { PackageCard, type PackageInfoLoaders } from './package-card';

const delayed = (lines: string[]) => () => new Promise<string[]>((resolve) => setTimeout(() => resolve(lines), 800));

const info: PackageInfoLoaders = {
  companies: delayed(['Comercializadora Andina S.A.S.', 'Ferretería El Tornillo Ltda.']),
  description: delayed(['Documentos electrónicos: 500', 'Almacenamiento en la nube: 2 GB']),
  promoCodes: delayed([]),
  channels: delayed(['Web', 'Punto de venta']),
};

function Stateful(props: { name: string; packageTypeId: number; price: number; discountedPrice?: number; publicVisibility: boolean }) {
  const [services, setServices] = useState(sampleServices);
  return (
    <div style={{ padding: 24, maxWidth: 520 }}>
      <PackageCard {...props} info={info} services={services} onServicesChange={setServices} />
    </div>
  );
}

const meta = {
  title: 'Back office/PackageCard',
  component: Stateful,
  args: { name: 'Plan Emprendedor', packageTypeId: 1, price: 1_190_000, publicVisibility: true },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Base: Story = {};
export const PrivateComboWithOffer: Story = {
  args: { name: 'Combo Facturación + Nómina', packageTypeId: 2, price: 2_400_000, discountedPrice: 1_800_000, publicVisibility: false },
};
export const Complementary: Story = { args: { name: 'Documentos adicionales', packageTypeId: 3, price: 150_000 } };
