import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KNOWN_STATUSES, StatusBadge } from '@/design-system/StatusBadge';

const meta = {
  title: 'Design system/Domain/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  argTypes: {
    status: { control: 'select', options: KNOWN_STATUSES },
    tone: {
      control: 'inline-radio',
      options: [undefined, 'neutral', 'info', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every status the API knows, in its default tone. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {KNOWN_STATUSES.map((status) => (
        <StatusBadge {...args} key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('Upcoming')).toBeVisible();
  },
};

/** An open IPO subscription reads as good news: the container overrides the tone. */
export const ToneOverride: Story = { args: { status: 'open', tone: 'success' } };

/** A status the design system does not know shows as sent, neutral. */
export const UnknownStatus: Story = {
  args: { status: 'on_hold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('on_hold')).toBeVisible();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusBadge {...args} status="pending" labels={{ pending: 'In Bearbeitung' }} />
      <StatusBadge {...args} status="cancelled" labels={{ cancelled: 'Storniert' }} />
      <StatusBadge {...args} status="answered" labels={{ answered: 'Vastattu' }} />
      <StatusBadge {...args} status="rejected" labels={{ rejected: 'Hylätty' }} />
      <StatusBadge {...args} status="upcoming" label="Tulossa merkintään" />
    </div>
  ),
};
