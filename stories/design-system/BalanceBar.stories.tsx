import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BalanceBar } from '@/design-system/BalanceBar';
import { onViewport } from '../viewport';
import { money } from '@/lib/money';

const usd = (amount: number) => money(amount, 'USD');

const meta = {
  title: 'Design system/Data/BalanceBar',
  component: BalanceBar,
  args: { amount: usd(12345.6) },
  parameters: { layout: 'fullscreen' },
  ...onViewport('mobile'),
} satisfies Meta<typeof BalanceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first wallet's dollars under the navbar on a phone. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Balance' });
    await expect(region).toHaveTextContent('$ 12,345.60');
    await expect(canvas.getByText('$ 12,345.60').closest('[data-sensitive]')).not.toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

/** The wallets failed: it says so and offers a retry instead of a bare dash. */
export const Failed: Story = {
  args: { error: true, amount: null, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('The balance could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Retry' }).blur();
  },
};

/** No wallet yet. */
export const NoWallet: Story = { args: { amount: null } };

/** Privacy on: assistive technology hears "Balance hidden" (the blur itself is the global style's). */
export const Hidden: Story = {
  args: { privacy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance hidden')).toBeInTheDocument();
  },
};
