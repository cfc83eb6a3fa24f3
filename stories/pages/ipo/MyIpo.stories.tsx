import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getGetIpoCalendarMockHandler,
  getGetMyIpoMockHandler,
  getSellIpoMockHandler,
} from '@/api/generated/ipo/ipo.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { MyIpoPage } from '@/features/ipo/MyIpoPage';
import { onViewport } from '../../viewport';
import { CALENDAR, HOLDINGS, networkError, neverAnswers, order, WALLETS } from './fixtures';
import { ipoPage } from './frame';
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

const page = ipoPage('/:lang/ipo/my-ipo', '/en/ipo/my-ipo');

const meta = {
  title: 'Pages/IPO/My IPOs',
  component: MyIpoPage,
  decorators: page.decorators,
  parameters: { ...page.parameters, msw: { handlers } },
  ...onViewport('desktop'),
} satisfies Meta<typeof MyIpoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SELL_COBALT = 'Sell Cobalt Cloud Systems';

/** Holdings with value and profit or loss, each said with a sign and a word. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table, headers } = await loadedTable(
      canvasElement,
      'My IPOs',
      'Your IPO holdings',
    );
    await expect(headers).toEqual([
      'Company',
      'Quantity',
      'Average price',
      'Current price',
      'Value',
      'Profit / loss',
      'Actions',
    ]);
    const cobalt = within(within(table).getByText('Cobalt Cloud Systems').closest('tr')!);
    await expect(cobalt.getByText('$ 2,985')).toBeVisible();
    await expect(cobalt.getByText('Profit')).toBeVisible();
    await expect(cobalt.getByText('+$ 685 (+29.78%)')).toBeVisible();
    const bluefin = within(within(table).getByText('Bluefin Payments plc').closest('tr')!);
    await expect(bluefin.getByText('Loss')).toBeVisible();
    await expect(bluefin.getByText('-$ 590 (-14.05%)')).toBeVisible();
    // Buy more only while the subscription is open (Aurora).
    await expect(
      await canvas.findByRole('button', { name: 'Buy Aurora Grid Energy' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buy Cobalt Cloud Systems' })).toBeNull();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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

/** Selling more than held: explained before sending. */
export const SellOverHeld: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTrade(canvasElement, SELL_COBALT);
    await expect(quantityField(dialog)).toHaveValue(100);
    await expect(dialog.getByText('$ 2,985')).toBeVisible();
    await setQuantity(dialog, '150');
    await expect(quantityField(dialog)).toHaveAccessibleDescription(
      expect.stringContaining('You hold 100 shares: sell at most 100.'),
    );
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
  play: async ({ canvasElement }) => {
    const dialog = await openTrade(canvasElement, SELL_COBALT);
    await setQuantity(dialog, '40');
    await expect(dialog.getByText('$ 1,194')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm sale' }));
    await dialogClosed(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByText(
          'You sold 40 shares of Cobalt Cloud Systems for $ 1,194.',
        ),
      ).toBeVisible(),
    );
  },
};

export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };
