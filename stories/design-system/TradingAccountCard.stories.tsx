import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { TradingAccountCard, TradingAccountCardSkeleton } from '@/design-system/TradingAccountCard';
import { onViewport } from '../viewport';
import { money } from '@/lib/money';

const onOpenPlatform = fn();

const usd = (amount: number) => money(amount, 'USD');
const eur = (amount: number) => money(amount, 'EUR');
const EURO = { id: 2, name: 'Euro', code: 'EUR' };

const account = {
  id: 301,
  login: '5012345',
  currency: { id: 1, name: 'US Dollar', code: 'USD' },
  balance: usd(15250.75),
  equity: usd(15480.2),
  leverage: '1:100',
  server: 'Broker-Live',
};

/** Cards sit in a column of this width; a story widens it with `parameters.maxWidth`. */
const withWidth: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 400 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Design system/Domain/TradingAccountCard',
  component: TradingAccountCard,
  args: { account, href: '/en/trading-account/301' },
  argTypes: { view: { control: 'inline-radio', options: ['tile', 'list'] } },
  decorators: [withWidth],
} satisfies Meta<typeof TradingAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account 5012345' })).toHaveAttribute(
      'href',
      '/en/trading-account/301',
    );
    await expect(canvas.getByText('$ 15,250.75')).toBeVisible();
    await expect(canvas.getByText('Silver')).toBeVisible();
    await expect(canvas.getByText('1:100')).toBeVisible();
  },
};

export const List: Story = {
  args: { view: 'list' },
  parameters: { maxWidth: 960 },
};

export const Gold: Story = {
  args: {
    account: { ...account, id: 302, login: '5012346', balance: usd(72000), equity: usd(71500.5) },
  },
};

export const PlatinumEuro: Story = {
  args: {
    account: {
      ...account,
      id: 303,
      login: '5012347',
      currency: EURO,
      balance: eur(310000),
      equity: eur(312450),
    },
  },
};

/** A euro account: every amount and the way to the next tier in euros, the currency named in words. */
export const EuroWithProgress: Story = {
  args: {
    account: {
      ...account,
      id: 305,
      login: '5012349',
      currency: EURO,
      balance: eur(5000),
      equity: eur(4980.5),
    },
    progress: {},
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('€ 5,000.00')).toBeVisible();
    await expect(canvas.getByText('€ 4,980.50')).toBeVisible();
    await expect(canvas.getByText('Euro')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '€ 5,000.00 to silver',
    );
    await expect(canvasElement.textContent).not.toContain('$');
  },
};

/** The interface language's own notation (Settings → Number format), in German: names and amounts. */
export const GermanNotation: Story = {
  args: { account: { ...account, currency: EURO, balance: eur(12345.6), equity: eur(12000) } },
  globals: { locale: 'de', numbers: 'language' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^12\.345,60\s€$/)).toBeVisible();
    await expect(canvas.getByText('Euro')).toBeVisible();
  },
};

export const NoTier: Story = {
  args: {
    account: { ...account, id: 304, login: '5012348', balance: usd(250), equity: usd(180.4) },
  },
};

/** With the way to the next tier: the meter wears the current tier's colour. */
export const WithProgress: Story = {
  args: {
    account: { ...account, id: 302, login: '5012346', balance: usd(12500), equity: usd(12480) },
    progress: {},
  },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '$ 37,500.00 to gold');
    await expect(meter).toHaveAttribute('data-tier', 'silver');
  },
};

/** The way to the next tier in a list row. */
export const ListWithProgress: Story = {
  args: {
    view: 'list',
    account: { ...account, balance: usd(72000), equity: usd(71500) },
    progress: {},
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" onClick={onOpenPlatform}>
        Open platform
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onOpenPlatform.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Open platform' }));
    await expect(onOpenPlatform).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TradingAccountCardSkeleton />
      <TradingAccountCardSkeleton view="list" />
    </div>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TradingAccountCard
        {...args}
        account={{
          ...account,
          balance: usd(1234567.89),
          equity: usd(1234000.1),
          server: 'Broker-Live-Frankfurt-Rechenzentrum-02',
        }}
        labels={{
          account: 'Handelskonto',
          balance: 'Kontostand',
          equity: 'Eigenkapital',
          leverage: 'Hebelwirkung',
          server: 'Handelsserver',
        }}
        tierLabels={{ platinum: 'Platin' }}
      />
      <TradingAccountCard
        {...args}
        account={{ ...account, currency: EURO, balance: eur(52000), equity: eur(51800) }}
        labels={{
          account: 'Kaupankäyntitili',
          balance: 'Saldo',
          equity: 'Oma pääoma',
          leverage: 'Vipuvaikutus',
          server: 'Palvelin',
        }}
        tierLabels={{ gold: 'Kulta' }}
      />
    </div>
  ),
};

export const MobileList: Story = {
  args: {
    view: 'list',
    actions: (
      <Button size="sm" variant="secondary">
        History
      </Button>
    ),
  },
  ...onViewport('mobile'),
};
