import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filtered: Story = { args: { filter: 'almacenamiento' } };
export const Disabled: Story = { args: { disabled: true } };
