import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from '@/design-system/StatCard';
import { formatUsd } from '@/lib/format';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Domain/StatCard',
  component: StatCard,
  args: {
    label: 'Profit',
    value: formatUsd(4820.35),
    delta: 12.5,
    deltaCaption: 'vs previous 30 days',
  },
  argTypes: {
    deltaFormat: { control: 'inline-radio', options: ['percent', 'usd', 'number'] },
    deltaTone: { control: 'inline-radio', options: [undefined, 'positive', 'negative', 'neutral'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$ 4,820.35')).toBeVisible();
    await expect(canvas.getByText('+12.5%')).toBeVisible();
  },
};

export const NegativeDelta: Story = {
  args: { label: 'Equity', value: formatUsd(15480.2), delta: -320.4, deltaFormat: 'usd' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('−$ 320.4')).toBeVisible();
  },
};

/** Fewer fees is good news: the caller flips the tone. */
export const DownIsGood: Story = {
  args: { label: 'Fees', value: formatUsd(12.5), delta: -40, deltaTone: 'positive' },
};

export const PlainNumber: Story = {
  args: {
    label: 'Open positions',
    value: 1234,
    delta: 0,
    deltaFormat: 'number',
    deltaCaption: 'no change',
  },
};

export const WithoutDelta: Story = {
  args: { label: 'Deposits', value: formatUsd(25000), delta: undefined, deltaCaption: undefined },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StatCard
        {...args}
        label="Einzahlungen auf Handelskonten insgesamt"
        value={formatUsd(1234567890.12)}
        deltaCaption="im Vergleich zum Vorzeitraum"
      />
      <StatCard
        {...args}
        label="Kaupankäyntitilien kokonaistuotto"
        value={formatUsd(98765.43)}
        delta={-3.2}
        deltaCaption="verrattuna edelliseen jaksoon"
      />
    </div>
  ),
};

export const Mobile: Story = {
  ...onViewport('mobile'),
};
