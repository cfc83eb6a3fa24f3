import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  getGetTradingAccountHistoryMockHandler,
  getGetTradingAccountHistoryMockHandler500,
  getGetTradingAccountListMockHandler,
  getTradingAccountAutologinMockHandler,
} from '@/api/generated/trading/trading.msw';
import { TradingAccountDetailPage } from '@/features/trading-accounts/TradingAccountDetailPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers, SLOW } from '../responses';

const meta = {
  title: 'Pages/Trading accounts/Detail',
  component: TradingAccountDetailPage,
  parameters: pageParameters({
    path: '/:lang/trading-account/:id',
    route: '/en/trading-account/302',
  }),
  ...onViewport('desktop'),
} satisfies Meta<typeof TradingAccountDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string) => ({ page: { route } });

/** The gold account: its facts, tier and progress, the platform button and the first page of trades. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account 5100302' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '$ 178,000.00 to platinum',
    );
    await expect(canvas.getByRole('button', { name: 'Open in trading platform' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Trade history' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));
    await expect(
      canvas.getByRole('navigation', { name: 'Pages of the trade history' }),
    ).toBeVisible();
  },
};

/**
 * The euro account: every amount, its tier progress and every trade's profit in euros; a gain
 * signed "+", a loss "−" (U+2212), as transactions are.
 */
export const EuroAccount: Story = {
  parameters: at('/en/trading-account/304'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account 5100304' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '€ 5,000.00 to silver',
    );
    const table = await canvas.findByRole('table', { name: 'Trade history' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const profits = [...table.querySelectorAll('[data-tone]')].map(
      (cell) => cell.textContent ?? '',
    );
    await expect(profits.length).toBeGreaterThan(0);
    for (const profit of profits)
      await expect(profit).toMatch(/^[+\u2212]€ \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(canvasElement.textContent).not.toContain('$');
  },
};

/** A period and a page from the URL: the request carries them, the fields show them. */
export const FilteredFromUrl: Story = {
  parameters: at('/en/trading-account/302?from=2026-01-01&to=2026-02-28&page=2'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('From', {}, SLOW)).toHaveValue('2026-01-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-02-28');
    await expect(await canvas.findByRole('button', { name: 'Clear dates' }, SLOW)).toBeVisible();
  },
};

/** No trades in the period. */
export const HistoryEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        trading: [
          getGetTradingAccountHistoryMockHandler({
            data: [],
            meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No closed trades in this period.', {}, SLOW),
    ).toBeVisible();
  },
};

/** The history is on its way. */
export const HistoryLoading: Story = {
  parameters: {
    msw: { handlers: { trading: [getGetTradingAccountHistoryMockHandler(neverAnswers)] } },
  },
};

/** The history failed: a retry in place; the rest of the page stays. */
export const HistoryError: Story = {
  parameters: {
    msw: { handlers: { trading: [getGetTradingAccountHistoryMockHandler500()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The trade history could not be loaded.', {}, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account 5100302' })).toBeVisible();
  },
};

/** The accounts are on their way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { trading: [getGetTradingAccountListMockHandler(neverAnswers)] } },
  },
};

/** An id that is not one of the user's accounts: a not-found state, not a crash. */
export const NotFound: Story = {
  parameters: at('/en/trading-account/999'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Trading account not found' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All trading accounts' })).toHaveAttribute(
      'href',
      '/en/trading-account/accounts',
    );
  },
};

/** The server sends a `javascript:` link: nothing is opened, a translated error says why. */
export const UnsafePlatformUrl: Story = {
  parameters: {
    msw: {
      handlers: {
        trading: [getTradingAccountAutologinMockHandler({ url: 'javascript:alert(1)' })],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Open in the trading platform', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Open in trading platform' }, SLOW),
      );
    });
    await step('Nothing opens; the page says why', async () => {
      await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
        'The trading platform sent an address that cannot be opened safely.',
      );
    });
  },
};

/** On a phone: the table scrolls sideways inside its region. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: Loaded.play,
};
