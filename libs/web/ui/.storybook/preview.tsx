import type { Decorator, Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { BrandProvider, brandCodes, brands, type BrandCode } from '../src';
import { useBrandOverride } from './brand-override';

/** The widths the product is checked at: the phone of the journeys and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

// Under the story tests antd's motion is off, so that a screenshot never catches a control half-way.
const underTest = Boolean(import.meta.env.VITEST);

function Themed(props: { toolbarBrand: BrandCode; children: ReactNode }) {
  const code = useBrandOverride() ?? props.toolbarBrand;
  const themed = <BrandProvider brand={brands[code] ?? brands.license}>{props.children}</BrandProvider>;
  return underTest ? <ConfigProvider theme={{ token: { motion: false } }}>{themed}</ConfigProvider> : themed;
}

const withBrand: Decorator = (Story, context) => (
  <Themed toolbarBrand={context.globals.brand as BrandCode}>
    <Story />
  </Themed>
);

const preview: Preview = {
  tags: ['autodocs'],
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
  decorators: [withBrand],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any violation fails the story's test; a story that must waive a rule says which and why in its own a11y parameter.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Teléfono (390 px)', styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` }, type: 'mobile' },
        desktop: { name: 'Escritorio (1440 px)', styles: { width: `${DESKTOP.width}px`, height: `${DESKTOP.height}px` }, type: 'desktop' },
      },
    },
  },
};

export default preview;
