import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  getGetIpoCalendarMockHandler,
  getGetIpoHistoryMockHandler,
} from '@/api/generated/ipo/ipo.msw';
import { HistoryPage } from '@/features/ipo/HistoryPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';
import { CALENDAR, historyPage } from './fixtures';
import { loadedTable, playListError, playLoading } from './play';

/** Answers the page the body asks for. */
async function historyAnswer(request: Request) {
  const body = (await request.clone().json()) as { page?: number; per_page?: number };
  return historyPage(body.page ?? 1, body.per_page ?? 10);
}

const handlers = {
  ipo: [
    getGetIpoHistoryMockHandler(({ request }) => historyAnswer(request)),
    getGetIpoCalendarMockHandler(CALENDAR),
  ],
};

const meta = {
  title: 'Pages/IPO/History',
  component: HistoryPage,
  parameters: {
    ...pageParameters({ path: '/:lang/ipo/history', route: '/en/ipo/history' }),
    msw: { handlers },
  },
  ...onViewport('desktop'),
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten orders a page: date, company, side, quantity, price, amount, status. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const { table, headers } = await loadedTable(canvas, 'IPO history', 'Your IPO orders');
    await expect(headers).toEqual([
      'Date',
      'Company',
      'Side',
      'Quantity',
      'Price',
      'Amount',
      'Status',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect((await within(table).findAllByText('Aurora Grid Energy')).length).toBeGreaterThan(
      0,
    );
    await expect(within(table).getAllByText('Filled').length).toBeGreaterThan(0);
    // Prices and amounts in dollars with their cents; a rejected order moved no money.
    const rejected = within(within(table).getByText('Rejected').closest('tr')!);
    await expect(rejected.getByText('$ 25.00')).toBeVisible();
    await expect(rejected.getByText('$ 1,500.00')).toHaveAttribute('data-tone', 'void');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The second page, opened by the pagination. */
export const SecondPage: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Next page', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    const table = canvas.getByRole('table', { name: 'Your IPO orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  },
};

/** No orders yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ipo: [
          getGetIpoHistoryMockHandler({
            data: [],
            meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
          }),
          getGetIpoCalendarMockHandler(CALENDAR),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No IPO orders yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-snapshot'],
  parameters: {
    msw: {
      handlers: {
        ipo: [getGetIpoHistoryMockHandler(neverAnswers), getGetIpoCalendarMockHandler(CALENDAR)],
      },
    },
    snapshot: { reason: 'The placeholders shimmer.' },
  },
  play: playLoading,
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        ipo: [getGetIpoHistoryMockHandler(networkError), getGetIpoCalendarMockHandler(CALENDAR)],
      },
    },
  },
  play: playListError,
};

export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };
