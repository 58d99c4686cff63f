import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { CardCarousel } from './card-carousel';

function Cards(props: { count: number; perPage?: number; rows?: number; autoplay?: number; arrows?: boolean }) {
  const items = Array.from({ length: props.count }, (_, index) => `Paquete ${index + 1}`);
  return (
    <div style={{ padding: 24 }}>
      <CardCarousel
        items={items}
        perPage={props.perPage}
        rows={props.rows}
        autoplay={props.autoplay}
        arrows={props.arrows}
        itemKey={(item) => item}
        renderItem={(item) => <Card title={item}>Contenido</Card>}
      />
    </div>
  );
}

const meta = {
  title: 'Back office/CardCarousel',
  parameters: {
    docs: {
      description: {
        component:
          'Un carrusel de tarjetas con paginador, que monta solo la página visible. Úsalo para listas largas de tarjetas (paquetes del back office); para pocas, una rejilla.',
      },
    },
  },
  component: Cards,
  args: { count: 5 },
} satisfies Meta<typeof Cards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPerPage: Story = {};
export const SingleCard: Story = { args: { count: 1 } };
export const TwoRows: Story = { args: { count: 9, perPage: 2, rows: 2 } };
export const AutoplayWithoutArrows: Story = { args: { count: 4, perPage: 1, autoplay: 3000, arrows: false } };
