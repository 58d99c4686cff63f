import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandProvider } from './brand-provider';
import { BrandTokens } from './brand-tokens';
import { brands } from './brands';

/** The tokens of Firmaya, generated from its theme: colours with their contrast ratios, type scale, spacing and radii. */
const meta = {
  title: 'Marcas/Tokens/Firmaya',
  component: BrandTokens,
  args: { code: 'firmaya' },
  parameters: {
    visual: { singleBrand: true },
    docs: { description: { component: 'Generado del tema de la marca (brands.ts, antd-theme.ts): no se copia a mano.' } },
  },
  render: (args) => (
    <BrandProvider brand={brands[args.code]}>
      <BrandTokens code={args.code} />
    </BrandProvider>
  ),
} satisfies Meta<typeof BrandTokens>;

export default meta;
export const Tokens: StoryObj<typeof meta> = {};
