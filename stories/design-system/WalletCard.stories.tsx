import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { LinkProvider, type LinkProps } from '@/design-system/Link';
import { WalletCard, WalletCardSkeleton } from '@/design-system/WalletCard';
import { onViewport } from '../viewport';
import { money } from '@/lib/money';

const onDeposit = fn();

/** Cards sit in a column of this width; a story widens it with `parameters.maxWidth`. */
const withWidth: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Design system/Domain/WalletCard',
  component: WalletCard,
  args: {
    wallet: { id: 11, name: 'Main wallet', balance: money(12345.6, 'USD') },
    href: '/en/wallet/11',
  },
  argTypes: { view: { control: 'inline-radio', options: ['tile', 'list'] } },
  decorators: [withWidth],
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Main wallet' });
    await expect(link).toHaveAttribute('href', '/en/wallet/11');
    await expect(canvas.getByText('$ 12,345.60')).toBeVisible();
    await expect(canvas.getByText('US Dollar')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const List: Story = {
  args: { view: 'list' },
  parameters: { maxWidth: 720 },
};

/** A euro wallet shows its amount in euros with the cents, and the currency's name. */
export const OtherCurrency: Story = {
  args: { wallet: { id: 12, name: 'Euro savings', balance: money(2500, 'EUR') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€ 2,500.00')).toBeVisible();
    await expect(canvas.getByText('Euro')).toBeVisible();
  },
};

/** In German with the language's own notation: "2.500,00 €", the currency named in German. */
export const GermanNotation: Story = {
  args: { wallet: { id: 11, name: 'Hauptgeldbörse', balance: money(12345.6, 'USD') } },
  globals: { locale: 'de', numbers: 'language' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^12\.345,60\s\$$/)).toBeVisible();
    await expect(canvas.getByText('US-Dollar')).toBeVisible();
  },
};

/** Actions stay clickable above the card link. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" onClick={onDeposit}>
          Deposit
        </Button>
        <Button size="sm" variant="secondary">
          Withdraw
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, step }) => {
    // A pointer lands on what the browser hit-tests at that point: the card's stretched link
    // (z-index above the card) must not be what a click on a button reaches. Only a real browser
    // lays the page out, so this is checked here and not in jsdom.
    for (const name of ['Deposit', 'Withdraw']) {
      await step(`${name} is what a pointer reaches`, async () => {
        const button = canvas.getByRole('button', { name });
        const box = button.getBoundingClientRect();
        await expect(box.width).toBeGreaterThan(0);
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        await expect(button.contains(hit)).toBe(true);
      });
    }
    onDeposit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(onDeposit).toHaveBeenCalledTimes(1);
  },
};

/** The same in the list layout, where the actions sit at the row's end. */
export const WithActionsList: Story = {
  ...WithActions,
  args: { ...WithActions.args, view: 'list' },
  parameters: { maxWidth: 720 },
};

/** Stands in for the app's router link, marked so the story can tell it was used. */
const MarkedLink = ({ children, ...props }: LinkProps) => (
  <a {...props} data-router-link="">
    {children}
  </a>
);

/** The app hands the design system its router link (`LinkProvider`); the card keeps its styles on it. */
export const WithRouterLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={MarkedLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Main wallet' });
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const NoLink: Story = { args: { href: undefined } };

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <WalletCardSkeleton />
      <WalletCardSkeleton view="list" />
    </div>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <WalletCard
        {...args}
        wallet={{
          id: 13,
          name: 'Hauptgeldbörse für Kontoeinstellungen und Auszahlungen',
          balance: money(1234567890.12, 'USD'),
        }}
        balanceLabel="Verfügbares Guthaben"
      />
      <WalletCard
        {...args}
        view="list"
        wallet={{
          id: 14,
          name: 'Kaupankäyntitilin säästölompakko',
          balance: money(98765.43, 'EUR'),
        }}
        balanceLabel="Käytettävissä oleva saldo"
      />
    </div>
  ),
};

export const MobileList: Story = {
  args: {
    view: 'list',
    actions: (
      <Button size="sm" variant="secondary">
        Deposit
      </Button>
    ),
  },
  ...onViewport('mobile'),
};
