import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '@/design-system/StatCard';
import { money } from '@/lib/money';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Domain/StatCard',
  component: StatCard,
  args: {
    label: 'Profit',
    value: money(4820.35, 'USD'),
    delta: 12.5,
    deltaCaption: 'vs previous 30 days',
  },
  argTypes: {
    deltaFormat: { control: 'inline-radio', options: ['percent', 'number'] },
    deltaTone: { control: 'inline-radio', options: [undefined, 'positive', 'negative', 'neutral'] },
    valueSign: { control: 'inline-radio', options: ['auto', 'always', 'never'] },
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$ 4,820.35')).toBeVisible();
    await expect(canvas.getByText('+12.5%')).toBeVisible();
  },
};

/** A change in money: in its own currency, signed with U+2212, the arrow pointing down. */
export const NegativeDelta: Story = {
  args: {
    label: 'Equity',
    value: money(15480.2, 'EUR'),
    delta: money(-320.4, 'EUR'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€ 15,480.20')).toBeVisible();
    await expect(canvas.getByText('−€ 320.40')).toBeVisible();
  },
};

/** A profit or loss: the figure itself carries its sign, so a loss never rests on colour. */
export const SignedFigure: Story = {
  args: {
    label: 'Profit',
    value: money(-1250, 'USD'),
    valueSign: 'always',
    delta: undefined,
    deltaCaption: undefined,
    caption: 'over the last 30 days (Feb 15 – Mar 16, 2026)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−$ 1,250.00')).toBeVisible();
    await expect(canvas.getByText('over the last 30 days (Feb 15 – Mar 16, 2026)')).toBeVisible();
  },
};

/** Fewer fees is good news: the caller flips the tone. */
export const DownIsGood: Story = {
  args: { label: 'Fees', value: money(12.5, 'USD'), delta: -40, deltaTone: 'positive' },
};

/** A count, not money: a plain number with 0–2 decimals and no currency. */
export const PlainNumber: Story = {
  args: {
    label: 'Open positions',
    value: 1234,
    delta: 0,
    deltaFormat: 'number',
    deltaCaption: 'no change',
  },
};

/** The figure in the client's own notation ("as in my language"), here German. */
export const LanguageNotation: Story = {
  globals: { locale: 'de', numbers: 'language' },
  args: { label: 'Einzahlungen', value: money(12345.6, 'USD'), delta: money(350, 'USD') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.345,60 $')).toBeVisible();
    await expect(canvas.getByText('+350,00 $')).toBeVisible();
  },
};

export const WithoutDelta: Story = {
  args: {
    label: 'Deposits',
    value: money(25000, 'USD'),
    delta: undefined,
    deltaCaption: undefined,
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StatCard
        {...args}
        label="Einzahlungen auf Handelskonten insgesamt"
        value={money(1234567890.12, 'USD')}
        deltaCaption="im Vergleich zum Vorzeitraum"
      />
      <StatCard
        {...args}
        label="Kaupankäyntitilien kokonaistuotto"
        value={money(98765.43, 'EUR')}
        delta={-3.2}
        deltaCaption="verrattuna edelliseen jaksoon"
        caption="viimeisen 30 päivän aikana"
      />
    </div>
  ),
};

export const Mobile: Story = {
  ...onViewport('mobile'),
};
