import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TierBadge } from '@/design-system/TierBadge';
import { onViewport } from '../viewport';
import { money } from '@/lib/money';

const usd = (amount: number) => money(amount, 'USD');

const meta = {
  title: 'Design system/Domain/TierBadge',
  component: TierBadge,
  args: { balance: usd(42500), showProgress: true },
  argTypes: {
    tier: { control: 'inline-radio', options: [undefined, 'none', 'silver', 'gold', 'platinum'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof TierBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoTier: Story = {
  args: { balance: usd(2500) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tier')).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Progress to the next tier' });
    await expect(meter).toHaveAttribute('aria-valuetext', '$ 7,500.00 to silver');
    await expect(meter).toHaveAttribute('aria-valuenow', '2500');
    await expect(meter).toHaveAttribute('aria-valuemax', '10000');
  },
};

export const Silver: Story = {
  args: { balance: usd(42500) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Silver')).toBeVisible();
    await expect(canvas.getByText('$ 7,500.00 to gold')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuemin', '10000');
  },
};

export const Gold: Story = { args: { balance: usd(125000) } };

export const Platinum: Story = {
  args: { balance: usd(1250000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Platinum')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      'Highest tier reached',
    );
    await expect(canvas.getByText('Highest tier reached')).toBeVisible();
  },
};

export const WithoutProgress: Story = { args: { balance: usd(125000), showProgress: false } };

export const Small: Story = { args: { balance: usd(62000), size: 'sm', showProgress: false } };

/** The tier an override names, whatever the balance (no meter without a balance). */
export const TierOverride: Story = { args: { balance: undefined, tier: 'gold' } };

const BOUNDARIES = [9999.99, 10000, 49999, 50000, 249999, 250000] as const;

/** Each side of each threshold: 9,999.99 has no tier, 10,000 is silver, 49,999 silver, 50,000 gold … */
export const Boundaries: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {BOUNDARIES.map((balance) => (
        <li key={balance} data-balance={balance}>
          <div style={{ fontSize: 12, marginBottom: 4 }}>{balance.toLocaleString('en-US')}</div>
          <TierBadge {...args} balance={usd(balance)} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const tierAt = (balance: number) =>
      canvasElement
        .querySelector(`[data-balance="${balance}"] [data-tier]`)
        ?.getAttribute('data-tier');
    await expect(tierAt(9999.99)).toBe('none');
    await expect(tierAt(10000)).toBe('silver');
    await expect(tierAt(49999)).toBe('silver');
    await expect(tierAt(50000)).toBe('gold');
    await expect(tierAt(249999)).toBe('gold');
    await expect(tierAt(250000)).toBe('platinum');
  },
};

/** Translated names and progress text (German and Finnish) in a narrow column. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 240 }}>
      <TierBadge
        {...args}
        balance={usd(42500)}
        tierLabels={{ silver: 'Silber', gold: 'Gold' }}
        progressName="Fortschritt zur nächsten Kontostufe"
        progressLabel={(remaining, next) => `Noch ${remaining} bis zur Kontostufe ${next}`}
      />
      <TierBadge
        {...args}
        balance={usd(62000)}
        tierLabels={{ gold: 'Kulta', platinum: 'Platina' }}
        progressName="Eteneminen seuraavalle tasolle"
        progressLabel={(remaining, next) => `${remaining} puuttuu tasosta ${next}`}
      />
      <TierBadge {...args} balance={usd(300)} tierLabels={{ none: 'Ei kaupankäyntitasoa' }} />
    </div>
  ),
};

/** A euro account's way to the next tier is in euros. */
export const Euro: Story = {
  args: { balance: money(5000, 'EUR') },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '€ 5,000.00 to silver');
  },
};

export const Mobile: Story = {
  args: { balance: usd(180000) },
  ...onViewport('mobile'),
};
