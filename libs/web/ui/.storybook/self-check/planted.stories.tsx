// Planted failures: the story tests must fail on each of these, for the reason named (tools/test/run-stories.mjs
// checks it). They are loaded only under Vitest (see main.js), never in Storybook itself.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityInput } from '../../src';

function Saver() {
  const [saved, setSaved] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      {/* The planted bug: the button forgets to say it saved. */}
      <Button type="primary" onClick={() => setSaved(saved)}>
        Guardar
      </Button>
    </div>
  );
}

/** The quantity stepper as its "Stepper" story draws it, `shift` pixels to the right. */
function Stepper(props: { shift: number }) {
  const [value, setValue] = useState(1);
  return (
    <div style={{ padding: 24, marginLeft: props.shift }}>
      <QuantityInput label="Cantidad" value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Autoprueba/Fallos sembrados',
  tags: ['!dev', '!autodocs'],
  parameters: { visual: { singleBrand: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button with no name: the accessibility check must fail (button-name). */
export const PlantedViolation: Story = {
  parameters: { visual: false },
  render: () => (
    <div style={{ padding: 24 }}>
      <Button type="primary" icon={<span aria-hidden>+</span>} />
    </div>
  ),
};

/** A play function that expects "Guardado" after "Guardar": the interaction must fail. */
export const BrokenInteraction: Story = {
  parameters: { visual: false },
  render: () => <Saver />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Guardado', undefined, { timeout: 1000 })).toBeVisible();
  },
};

/** The stepper moved 3 px, compared with the real story's baseline: the visual check must fail. */
export const MovedPixel: Story = {
  parameters: { visual: { singleBrand: true, baselineOf: 'storefront-cart-quantityinput--stepper', only: 'license-desktop' } },
  render: () => <Stepper shift={3} />,
};

/** The same stepper where it belongs: it must match the same baseline, so the failure above is the shift alone. */
export const Unmoved: Story = {
  parameters: { visual: { singleBrand: true, baselineOf: 'storefront-cart-quantityinput--stepper', only: 'license-desktop' } },
  render: () => <Stepper shift={0} />,
};
