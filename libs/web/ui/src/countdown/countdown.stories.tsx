import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './countdown';

const DAY = 86_400_000;

function Demo(props: { daysLeft: number; title?: string; onFinish?: () => void }) {
  return (
    <div style={{ padding: 24, maxWidth: 320 }}>
      <Countdown until={Date.now() + props.daysLeft * DAY} title={props.title} onFinish={props.onFinish} />
    </div>
  );
}

const meta = {
  title: 'Storefront/Countdown',
  component: Demo,
  args: { daysLeft: 3.5, title: 'Oferta finaliza en', onFinish: fn() },
  // The figures change every second: the screenshots paint them over and compare the rest.
  parameters: {
    docs: {
      description: {
        component:
          'Días, horas, minutos y segundos hasta el fin de una oferta, con aviso al terminar. Úsalo en las ofertas con fecha de fin; no para plazos de más de un año.',
      },
    },
    visual: { mask: ['[role="timer"] [data-unit] > div:first-child'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaysLeft: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    for (const unit of ['Días', 'Horas', 'Minutos', 'Segundos']) await expect(within(timer).getByText(unit)).toBeVisible();
    await expect(within(timer).getByText('03')).toBeVisible();
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};
/** Two seconds left: the figures run down to zero and the offer is told it finished, once. */
export const LastMinute: Story = {
  args: { daysLeft: 2 / 86_400 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const figures = Array.from(within(canvasElement).getByRole('timer').querySelectorAll('[data-unit] > div:first-child'));
    await expect(figures.map((figure) => figure.textContent)).toEqual(['00', '00', '00', '00']);
  },
};
export const Finished: Story = {
  args: { daysLeft: -1 },
  play: async ({ args }) => {
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};
