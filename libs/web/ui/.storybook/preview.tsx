import type { Preview } from '@storybook/react-vite';
import { BrandProvider, brandCodes, brands, type BrandCode } from '../src';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Marca de la tienda',
      toolbar: {
        title: 'Marca',
        icon: 'paintbrush',
        items: brandCodes.map((code) => ({ value: code, title: brands[code].displayName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'license' satisfies BrandCode },
  decorators: [
    (Story, context) => (
      <BrandProvider brand={brands[context.globals.brand as BrandCode] ?? brands.license}>
        <Story />
      </BrandProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
