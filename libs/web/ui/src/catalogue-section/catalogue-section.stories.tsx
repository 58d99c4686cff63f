import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardCarousel } from '../card-carousel/card-carousel';
import { CataloguePackageCard } from '../package-card/catalogue-package-card';
import { CatalogueSection, useCardsPerRow } from './catalogue-section';

const names = ['Documentos adicionales', 'Usuarios adicionales', 'Almacenamiento', 'Soporte', 'Capacitación', 'Integración API'];

function Group(props: { title: string; rows?: number }) {
  const cards = useCardsPerRow();
  return (
    <div style={{ padding: 32 }}>
      <CatalogueSection title={props.title}>
        <CardCarousel
          items={names}
          perPage={cards}
          rows={props.rows}
          itemKey={(name) => name}
          renderItem={(name) => (
            <CataloguePackageCard
              name={name}
              packageTypeId={3}
              price={120_000}
              publicVisibility
              features={[{ key: 1, label: name, quantity: 100 }]}
              onBuyNow={fn()}
              onAddToCart={fn()}
            />
          )}
        />
      </CatalogueSection>
    </div>
  );
}

const meta = {
  title: 'Storefront/CatalogueSection',
  parameters: {
    docs: {
      description: {
        component:
          'Un grupo titulado de tarjetas del catálogo que se reacomoda en filas. Úsalo para separar planes y paquetes complementarios en la portada y el catálogo.',
      },
    },
  },
  component: Group,
  args: { title: 'Paquetes complementarios', rows: 2 },
} satisfies Meta<typeof Group>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRows: Story = {};
export const OneRow: Story = { args: { title: 'Combos', rows: 1 } };
