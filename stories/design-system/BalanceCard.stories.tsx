import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { BalanceCard } from '@/design-system/BalanceCard';
import { onViewport } from '../viewport';
import { money } from '@/lib/money';

const usd = (amount: number) => money(amount, 'USD');

const meta = {
  title: 'Design system/Domain/BalanceCard',
  component: BalanceCard,
  args: { amount: usd(12345.6) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance')).toBeVisible();
    await expect(canvas.getByText('$ 12,345.60')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading balance…');
    await expect(canvas.queryByText('$ 12,345.60')).toBeNull();
  },
};

export const Zero: Story = { args: { amount: usd(0) } };

/** No wallet yet: a dash, read as "Not available". */
export const Unavailable: Story = { args: { amount: null } };

/** Part of the balance is reserved: named under the amount. */
export const WithNote: Story = { args: { note: 'of which $ 345.60 reserved' } };

/** The note's line is kept while it loads: nothing under the card moves when it comes. */
export const NoteLoading: Story = {
  args: { note: null },
  play: async ({ canvasElement }) => {
    // The note's line keeps its place, empty, while the reserved part loads: nothing moves.
    const paragraphs = canvasElement.querySelectorAll('p');
    await expect(paragraphs[paragraphs.length - 1]).toBeEmptyDOMElement();
  },
};

export const Privacy: Story = {
  args: { privacy: true, onTogglePrivacy: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Balance hidden')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(args.onTogglePrivacy).toHaveBeenCalledTimes(1);
  },
};

/** The eye button toggles the blur; keyboard works too. */
export const TogglePrivacy: Story = {
  render: function Render(args) {
    const [hidden, setHidden] = useState(false);
    return <BalanceCard {...args} privacy={hidden} onTogglePrivacy={() => setHidden((h) => !h)} />;
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Hide the balance', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
      await expect(canvas.getByText('Balance hidden')).toBeInTheDocument();
      await expect(canvas.getByText('$ 12,345.60')).toHaveAttribute('aria-hidden', 'true');
    });
    await step('Show it again by keyboard', async () => {
      const show = canvas.getByRole('button', { name: 'Show balance' });
      await expect(show).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByText('Balance hidden')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Hide balance' })).toBeVisible();
    });
  },
};

/** A big balance and long German and Finnish captions wrap inside the sidebar's width. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <BalanceCard
        {...args}
        amount={usd(1234567890.12)}
        label="Guthaben der Hauptgeldbörse in US-Dollar"
        hideLabel="Kontostand ausblenden"
        onTogglePrivacy={fn()}
        note="davon 345,60 $ reserviert"
      />
      <BalanceCard
        {...args}
        amount={usd(98765.43)}
        label="Päälompakon saldo Yhdysvaltain dollareina"
        hideLabel="Piilota saldo"
        onTogglePrivacy={fn()}
      />
    </div>
  ),
};

export const Mobile: Story = {
  args: { onTogglePrivacy: fn() },
  ...onViewport('mobile'),
};

/** The wallets failed to load: the card says so and offers a retry, not a bare dash. */
export const Failed: Story = {
  args: { error: true, amount: null, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('The balance could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('—')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Retry' }).blur();
  },
};
