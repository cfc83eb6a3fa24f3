import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  getGetIpoCalendarMockHandler,
  getGetIpoHistoryMockHandler,
  getGetMyIpoMockHandler,
  getSellIpoMockHandler,
} from '@/api/generated/ipo/ipo.msw';
import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { MyIpoPage } from '@/features/ipo/MyIpoPage';
import type { MyIpo, Transaction } from '@/api/generated/model';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';
import { CALENDAR, holding, HOLDINGS, order, WALLETS } from './fixtures';
import {
  dialogClosed,
  loadedTable,
  openTrade,
  playListError,
  playLoading,
  quantityField,
  setQuantity,
} from './play';

/** Answers a sale with the order the body asks for, at Cobalt's current price. */
async function sellAnswer(request: Request) {
  const body = (await request.clone().json()) as { stock_id: number; quantity: number };
  return order({
    side: 'sell',
    stock_id: body.stock_id,
    quantity: body.quantity,
    price: 29.85,
    amount: body.quantity * 29.85,
  });
}

const handlers = {
  ipo: [
    getGetMyIpoMockHandler(HOLDINGS),
    getGetIpoCalendarMockHandler(CALENDAR),
    getSellIpoMockHandler(({ request }) => sellAnswer(request)),
  ],
  wallets: [getGetWalletsMockHandler(WALLETS)],
};

const meta = {
  title: 'Pages/IPO/My IPOs',
  component: MyIpoPage,
  parameters: {
    ...pageParameters({ path: '/:lang/ipo/my-ipo', route: '/en/ipo/my-ipo' }),
    msw: { handlers },
  },
  ...onViewport('desktop'),
} satisfies Meta<typeof MyIpoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SELL_COBALT = 'Sell Cobalt Cloud Systems';

/**
 * A holding in each state: listed ones with value, profit or loss (a sign and a word) and Sell;
 * an allocated one and a subscription awaiting allocation with their state in words, what they
 * cost, no market figures and no Sell.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const { table, headers } = await loadedTable(canvas, 'My IPOs', 'Your IPO holdings');
    await expect(headers).toEqual([
      'Company',
      'Quantity',
      'Average price',
      'Current price',
      'Value',
      'Profit / loss',
      'Actions',
    ]);
    const row = (company: string) => within(within(table).getByText(company).closest('tr')!);
    const cobalt = row('Cobalt Cloud Systems');
    await expect(cobalt.getByText('Listed, tradable')).toBeVisible();
    await expect(cobalt.getByText('$ 2,985.00')).toBeVisible();
    await expect(cobalt.getByText('Profit')).toBeVisible();
    await expect(cobalt.getByText('+$ 685.00 (+29.78%)')).toBeVisible();
    await expect(cobalt.getByRole('button', { name: 'Sell Cobalt Cloud Systems' })).toBeVisible();
    const bluefin = row('Bluefin Payments plc');
    await expect(bluefin.getByText('Loss')).toBeVisible();
    await expect(bluefin.getByText('\u2212$ 590.00 (\u221214.05%)')).toBeVisible();
    const skyline = row('Skyline Mobility AG');
    await expect(skyline.getByText('Allocated, not listed yet')).toBeVisible();
    await expect(skyline.getByText('$ 2,200.00')).toBeVisible();
    await expect(skyline.queryByText(/Break-even|Profit|Loss/)).toBeNull();
    await expect(skyline.queryByRole('button', { name: /^Sell/ })).toBeNull();
    const aurora = row('Aurora Grid Energy');
    await expect(aurora.getByText('Awaiting allocation')).toBeVisible();
    await expect(aurora.queryByRole('button', { name: /^Sell/ })).toBeNull();
    // Buy more only while the subscription is open (Aurora).
    await expect(
      await canvas.findByRole('button', { name: 'Buy Aurora Grid Energy' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buy Cobalt Cloud Systems' })).toBeNull();
  },
};

/** Holdings of one state only, for their own pictures. */
const only = (row: MyIpo) => ({
  msw: {
    handlers: {
      ...handlers,
      ipo: [
        getGetMyIpoMockHandler([row]),
        getGetIpoCalendarMockHandler(CALENDAR),
        getSellIpoMockHandler(({ request }) => sellAnswer(request)),
      ],
    },
  },
});

/** Aurora's subscription: its order and its wallet movement (`ipo_buy`), in `status`. */
const subscribed = (status: Transaction['status']) => {
  const at = '2026-03-12T13:55:00Z';
  return {
    history: [
      getGetIpoHistoryMockHandler({
        data: [
          order({ id: 7010, stock_id: 46, quantity: 20, price: 26, amount: 520, created_at: at }),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
      }),
    ],
    transactions: [
      getGetTransactionsMockHandler({
        data: [
          {
            id: 5120,
            type: 'ipo_buy',
            status,
            amount: 520,
            currency: 'USD',
            wallet_id: 1,
            method: null,
            created_at: at,
            comment: null,
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
      }),
    ],
  };
};

/**
 * A subscription awaiting allocation: its state in words, no market figures, no Sell; its money
 * already paid (a completed `ipo_buy`), and what a partial allocation does.
 */
export const PendingHolding: Story = {
  parameters: {
    msw: { handlers: { ...only(holding('AGRD')).msw.handlers, ...subscribed('completed') } },
  },
  play: async ({ canvas }) => {
    const { table } = await loadedTable(canvas, 'My IPOs', 'Your IPO holdings');
    await expect(within(table).getByText('Awaiting allocation')).toBeVisible();
    await expect(within(table).getByText('$ 520.00')).toBeVisible();
    await expect(within(table).getAllByText('No market price before the listing')).toHaveLength(2);
    await expect(within(table).queryByRole('button', { name: /^Sell/ })).toBeNull();
    await expect(await within(table).findByText('Paid $ 520.00 on Mar 12, 2026')).toBeVisible();
    await expect(
      canvas.getByText(/the broker then refunds the difference to your wallet\.$/),
    ).toBeVisible();
  },
};

/** The subscription's money still in the wallet (a pending `ipo_buy`): held, not paid. */
export const PendingHeld: Story = {
  tags: ['no-snapshot'],
  parameters: {
    msw: { handlers: { ...only(holding('AGRD')).msw.handlers, ...subscribed('pending') } },
    snapshot: { reason: 'PendingHolding pictures the row; only its sentence differs.' },
  },
  play: async ({ canvas }) => {
    const { table } = await loadedTable(canvas, 'My IPOs', 'Your IPO holdings');
    await expect(await within(table).findByText('$ 520.00 held in your wallet')).toBeVisible();
    await expect(within(table).queryByText(/^Paid/)).toBeNull();
  },
};

/** Shares allocated, not listed yet: no "Break-even $ 0", no Sell. */
export const AllocatedHolding: Story = {
  parameters: only(holding('SKYM')),
  play: async ({ canvas }) => {
    const { table } = await loadedTable(canvas, 'My IPOs', 'Your IPO holdings');
    await expect(within(table).getByText('Allocated, not listed yet')).toBeVisible();
    await expect(within(table).queryByText(/Break-even/)).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

/** A listed holding: market value, profit and Sell. */
export const ListedHolding: Story = {
  parameters: only(holding('CBLT')),
  play: async ({ canvas }) => {
    const { table } = await loadedTable(canvas, 'My IPOs', 'Your IPO holdings');
    await expect(within(table).getByText('Listed, tradable')).toBeVisible();
    await expect(within(table).getByText('$ 29.85')).toBeVisible();
    await expect(
      within(table).getByRole('button', { name: 'Sell Cobalt Cloud Systems' }),
    ).toBeEnabled();
  },
};

/** Nothing held: the way to the calendar. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        ipo: [getGetMyIpoMockHandler([]), getGetIpoCalendarMockHandler(CALENDAR)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You hold no IPO shares yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the IPO calendar' })).toHaveAttribute(
      'href',
      '/en/ipo/calendar',
    );
  },
};

/** Waiting for the holdings. */
export const Loading: Story = {
  tags: ['no-snapshot'],
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        ipo: [getGetMyIpoMockHandler(neverAnswers), getGetIpoCalendarMockHandler(CALENDAR)],
      },
    },
    snapshot: { reason: 'The placeholders shimmer.' },
  },
  play: playLoading,
};

/** The holdings failed: an error in their place with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        ipo: [getGetMyIpoMockHandler(networkError), getGetIpoCalendarMockHandler(CALENDAR)],
      },
    },
  },
  play: playListError,
};

/** The sale starts empty, never at the whole position; selling more than held is explained before sending. */
export const SellOverHeld: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const dialog = await openTrade({ canvas, userEvent }, SELL_COBALT);
    await step('The sale starts empty', async () => {
      await expect(quantityField(dialog)).toHaveValue(null);
      await expect(quantityField(dialog)).not.toHaveAttribute('aria-invalid');
      await expect(dialog.getByText('$ 29.85')).toBeVisible();
    });
    await step('150 shares of 100 held: explained before sending', async () => {
      await setQuantity(userEvent, dialog, '150');
      await expect(quantityField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining('You hold 100 shares: sell at most 100.'),
      );
    });
  },
};

/** Sold: the proceeds shown first, then a toast. */
export const SellSuccess: Story = {
  tags: ['no-snapshot'],
  parameters: {
    snapshot: {
      reason: 'The toast leaves after 3 s: whether it is in the picture depends on timing.',
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    const dialog = await openTrade({ canvas, userEvent }, SELL_COBALT);
    await step('40 shares: the proceeds shown first', async () => {
      await setQuantity(userEvent, dialog, '40');
      await expect(dialog.getByText('$ 1,194.00')).toBeVisible();
    });
    await step('Confirm: the dialog closes, a toast says what was sold', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Confirm sale' }));
      await dialogClosed(canvas);
      await waitFor(() =>
        expect(
          screen.getByText('You sold 40 shares of Cobalt Cloud Systems for $ 1,194.00.'),
        ).toBeVisible(),
      );
    });
  },
};

export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };
