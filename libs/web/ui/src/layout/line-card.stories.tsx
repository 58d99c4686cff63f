import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCop } from '../format/format-money';
import { LineCard, LineCardList } from './line-card';

const meta = {
  title: 'Layout/LineCard',
  component: LineCard,
  parameters: {
    docs: {
      description: {
        component:
          'Una línea de una tabla en un teléfono: título, acción y cifras apiladas. Úsalo en lugar de una tabla por debajo de 576 px.',
      },
    },
  },
  args: {
    heading: 'Plan Emprendedor',
    figures: [
      ['Cantidad', '2'],
      ['Valor unitario', formatCop(420000)],
      ['Subtotal', formatCop(840000)],
    ],
  },
} satisfies Meta<typeof LineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines in a list, as the purchase summary shows them on a phone. */
export const InAList: Story = {
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 390 }}>
      <LineCardList>
        <LineCard {...args} />
        <LineCard
          heading="Nómina 50 empleados"
          figures={[
            ['Cantidad', '50'],
            ['Subtotal', formatCop(1200000)],
          ]}
        />
      </LineCardList>
    </div>
  ),
};
