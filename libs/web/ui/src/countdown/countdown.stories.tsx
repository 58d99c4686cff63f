import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './countdown';

const DAY = 86_400_000;

function Demo(props: { daysLeft: number; title?: string }) {
  return (
    <div style={{ padding: 24, maxWidth: 320 }}>
      <Countdown until={Date.now() + props.daysLeft * DAY} title={props.title} />
    </div>
  );
}

const meta = {
  title: 'Storefront/Countdown',
  component: Demo,
  args: { daysLeft: 3.5, title: 'Oferta finaliza en' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaysLeft: Story = {};
export const LastMinute: Story = { args: { daysLeft: 45 / 86_400 } };
export const Finished: Story = { args: { daysLeft: -1 } };
