import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';

const meta = {
  title: 'Design system/Layout/EmptyState',
  component: EmptyState,
  args: {
    title: 'No transactions yet',
    description: 'Your deposits, withdrawals and payouts will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No transactions yet' }),
    ).toBeVisible();
  },
};

const onDeposit = fn();

export const WithAction: Story = {
  args: {
    action: <Button onClick={onDeposit}>Make a deposit</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make a deposit' }));
    await expect(onDeposit).toHaveBeenCalled();
  },
};

/** The placeholder of pages a later release fills in. */
export const ComingSoon: Story = {
  args: {
    title: 'Coming soon',
    description:
      'This part of your cabinet is being built. Everything else keeps working in the meantime.',
    icon: (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    ),
  },
};

export const WithoutIcon: Story = { args: { icon: null } };

/** Long German and Finnish texts wrap inside the column. */
export const LongText: Story = {
  args: {
    title: 'Kaupankäyntitilin avaaminen epäonnistui',
    description:
      'Es wurden noch keine Transaktionen auf Ihrem Handelskonto durchgeführt. Kontoeinstellungen können jederzeit geändert werden.',
  },
};
