import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditDetails } from './audit-details';

const meta = {
  title: 'Back office/AuditDetails',
  parameters: {
    docs: {
      description: {
        component:
          'Quién creó y quién modificó un registro, y cuándo. Úsalo al pie de los formularios de edición del back office; no en los de creación, que aún no tienen historia.',
      },
    },
  },
  component: AuditDetails,
  args: { createdBy: 'Ana Ríos', createdOn: '2025-01-10T15:04:05Z', modifiedBy: 'Luis Peña', modifiedOn: '2025-02-01T20:00:00Z' },
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Modified: Story = {};
export const NeverModified: Story = { args: { modifiedBy: undefined, modifiedOn: undefined } };
export const UnknownCreator: Story = { args: { createdBy: undefined } };
