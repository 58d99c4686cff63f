import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoPrivilege } from './no-privilege';

const meta = {
  title: 'Feedback/NoPrivilege',
  component: NoPrivilege,
} satisfies Meta<typeof NoPrivilege>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
