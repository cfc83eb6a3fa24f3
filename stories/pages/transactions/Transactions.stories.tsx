import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { TransactionsRequest } from '@/api/generated/model';
import {
  getGetStatementMockHandler404,
  getGetTransactionsMockHandler,
  getGetTransactionsMockHandler500,
} from '@/api/generated/transactions/transactions.msw';
import { getGetWalletsMockHandler } from '@/api/generated/wallets/wallets.msw';
import { NumberFormatProvider } from '@/design-system/NumberFormat';
import { CancelWithdrawals } from '@/features/payments/cancel/CancelWithdrawals';
import { TransactionsPage } from '@/features/transactions/TransactionsPage';
import { onViewport } from '../../viewport';
import { findStatus, type Canvas } from '../../play';
import { pageParameters } from '../frame';
import { STORY_USER } from '../payments/fixtures';
import { neverAnswers, SLOW } from '../responses';
import { statementHandler, STATEMENT_WALLETS } from './statement';

const handlers = {
  wallets: [getGetWalletsMockHandler(STATEMENT_WALLETS)],
  transactions: [statementHandler()],
  // A backend without statements as PDF (call 54): their button has stories of its own
  // (StatementPdf.stories.tsx).
  statement: [getGetStatementMockHandler404()],
};
const meta = {
  title: 'Pages/Transactions/Transactions',
  component: TransactionsPage,
  parameters: {
    ...pageParameters({
      path: '/:lang/transactions',
      route: '/en/transactions',
      seedUser: STORY_USER,
    }),
    msw: { handlers },
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The table on screen once its rows have come (the printed statement is in the document too,
 * hidden). The placeholder table while the list loads has the same name: a play that went on from
 * it raced the first answer (on a busy CI machine the print was done before the list came, and two
 * live regions spoke at once).
 */
const screenTable = (canvas: Canvas) =>
  waitFor(() => {
    const table = canvas.getByRole('table', { name: 'Transactions' });
    expect(table).not.toHaveAttribute('aria-busy');
    return table;
  }, SLOW);

/**
 * The first page: dollars and euros side by side, each amount in its own currency with its
 * cents, "+" in and "−" out; rejected and cancelled ones unsigned and struck through.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = within(await screenTable(canvas));
    await expect((await table.findAllByText('+€ 1,500.00', undefined, SLOW))[0]).toBeVisible();
    await expect(table.getAllByText('−$ 25.50')[0]).toHaveAttribute('data-tone', 'out');
    await expect(table.getAllByText('€ 1,200.00')[0]).toHaveAttribute('data-tone', 'void');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Opened from a shared link: the filters of the URL are applied and shown. */
export const Filtered: Story = {
  parameters: {
    page: {
      route: '/en/transactions?type=withdrawal&status=pending&from=2026-01-01&to=2026-03-16',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Type' }, SLOW)).toHaveValue(
      'withdrawal',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    const table = within(await screenTable(canvas));
    await waitFor(() => expect(table.getAllByText('−$ 25.50')).toHaveLength(4));
    await expect(table.queryAllByText(/1,500\.00/)).toHaveLength(0);
  },
};

/** A rejected deposit is no credit: its amount has no "+", is struck through, says "Rejected". */
export const RejectedDeposit: Story = {
  parameters: { page: { route: '/en/transactions?type=deposit&status=rejected' } },
  play: async ({ canvas }) => {
    const table = within(await screenTable(canvas));
    const amounts = await table.findAllByText('€ 1,500.00', undefined, SLOW);
    for (const amount of amounts) await expect(amount).toHaveAttribute('data-tone', 'void');
    await expect(table.getAllByText('Rejected')).toHaveLength(amounts.length);
    await expect(table.queryAllByText(/^\+/)).toHaveLength(0);
  },
};

/** A cancelled withdrawal is no debit: no "−", muted and struck through, "Cancelled". */
export const CancelledWithdrawal: Story = {
  parameters: { page: { route: '/en/transactions?type=withdrawal&status=cancelled' } },
  play: async ({ canvas }) => {
    const table = within(await screenTable(canvas));
    const amounts = await table.findAllByText('$ 25.50', undefined, SLOW);
    for (const amount of amounts) await expect(amount).toHaveAttribute('data-tone', 'void');
    await expect(table.getAllByText('Cancelled')).toHaveLength(amounts.length);
    await expect(table.queryAllByText(/^\u2212/)).toHaveLength(0);
  },
};

/**
 * The pending withdrawal's row offers cancelling it (the app hands the page the payments
 * feature's action; the demo backend's own data): confirmed, the row reads cancelled.
 */
export const CancelPendingWithdrawal: Story = {
  args: { rowActions: CancelWithdrawals },
  parameters: {
    page: { route: '/en/transactions?type=withdrawal' },
    msw: { handlers: { wallets: [], transactions: [] } },
  },
  play: async ({ canvas, userEvent }) => {
    const table = within(await screenTable(canvas));
    const row = (await table.findByText('−$ 345.60', undefined, SLOW)).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = canvas.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await expect(dialog).toHaveTextContent('The withdrawal of $ 345.60 from Main wallet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    // The row reads cancelled, its amount unsigned (it moved no money), and offers nothing more.
    const cancelled = (await table.findByText('$ 345.60', undefined, SLOW)).closest(
      'tr',
    ) as HTMLElement;
    await expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  },
};

/** Changing a filter goes back to the first page and asks the server again. */
export const ChangeFilter: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = within(await screenTable(canvas));
    await table.findAllByText('+€ 1,500.00', undefined, SLOW);
    await step('Choose the fees', () =>
      userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'fee'),
    );
    await step('Only fees are listed', async () => {
      await waitFor(() => expect(table.queryAllByText(/1,500\.00/)).toHaveLength(0));
      await expect(table.getAllByText('−$ 3.75')[0]).toBeVisible();
    });
  },
};

/** Nothing in the wallets yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { ...handlers, transactions: [statementHandler([])] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions yet', undefined, SLOW)).toBeVisible();
  },
};

/** The list never arrives: placeholder rows. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlers, transactions: [getGetTransactionsMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading transactions…', undefined, SLOW),
    ).toBeInTheDocument();
  },
};

/** The list failed: an error in place with a retry; the filters stay usable. */
export const Error: Story = {
  parameters: {
    msw: { handlers: { ...handlers, transactions: [getGetTransactionsMockHandler500()] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The transactions could not be loaded.' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeEnabled();
  },
};

/** The statement on a phone: each row a card, void amounts struck through there too. */
export const Mobile: Story = {
  ...Loaded,
  ...onViewport('mobile'),
};

/** German labels; amounts in the standard notation (the default). */
export const German: Story = {
  parameters: { page: { route: '/de/transactions' } },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Transaktionen' }, SLOW),
    ).toBeVisible();
    await expect((await canvas.findAllByText('+€ 1,500.00', undefined, SLOW))[0]).toBeVisible();
  },
};

/** German under "as in my language": "+1.500,00 €". */
export const GermanNotation: Story = {
  parameters: { page: { route: '/de/transactions' } },
  globals: { locale: 'de', numbers: 'language' },
  decorators: [
    (Story) => (
      <NumberFormatProvider locale="de" notation="language">
        <Story />
      </NumberFormatProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByText(/^\+1\.500,00\s€$/, undefined, SLOW))[0],
    ).toBeVisible();
    await expect(canvas.getAllByText(/^−25,50\s\$$/)[0]).toBeVisible();
  },
};

/** The credits and debits the statement sums up for a currency. */
const totalsOf = (sheet: ReturnType<typeof within>, currency: string) => {
  const term = sheet.getByText(currency, { selector: 'dt' });
  return [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
};

/** Fetching every page of the statement may take a while on a busy machine. */
const PRINT_WAIT = { timeout: 15_000 };

/** Replaces the print dialog for the story; puts it back, and leaves the print preview, after. */
const stubPrint = () => {
  const original = window.print;
  window.print = fn().mockName('window.print');
  return () => {
    window.print = original;
    delete document.documentElement.dataset.printPreview;
  };
};

/**
 * "Print statement": every transaction of the filter (all three pages, fetched for the print),
 * shown as it prints on A4 (the preview applies the print rules on screen): the client's name,
 * the period and filter in words, completed credits and debits per currency with what is pending
 * apart (rejected and cancelled ones left out), and no chrome.
 */
export const PrintedStatement: Story = {
  beforeEach: stubPrint,
  play: async ({ canvas, userEvent, step }) => {
    await screenTable(canvas);
    await step('Print the statement: every page is fetched first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Print statement' }));
      await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1), PRINT_WAIT);
      await expect(
        await findStatus(canvas, 'The statement is ready: 45 transactions.'),
      ).toHaveTextContent(/^The statement is ready: 45 transactions\.$/);
    });
    await step('The sheet: name, period, totals per currency, every transaction', async () => {
      document.documentElement.dataset.printPreview = '';
      const sheet = within(await canvas.findByRole('region', { name: 'Statement for Dana Demo' }));
      await expect(sheet.getByText('All dates')).toBeVisible();
      await expect(
        sheet.getByRole('heading', { name: 'Completed totals by currency' }),
      ).toBeVisible();
      // Completed money only; what is pending is shown apart.
      await expect(totalsOf(sheet, 'Euro')).toEqual([
        'Credits+€ 6,000.00',
        'Debits€ 0.00',
        'Pending: € 0.00 in, −€ 3,600.00 out',
      ]);
      await expect(totalsOf(sheet, 'US Dollar')).toEqual([
        'Credits+$ 3,921.60',
        'Debits−$ 15.00',
        'Pending: +$ 1,200.00 in, −$ 102.00 out',
      ]);
      const list = sheet.getByRole('table', { name: '45 transactions' });
      await expect(within(list).getAllByRole('row')).toHaveLength(46);
    });
  },
};

/** The statement of a filter, named in words in its heading. */
export const PrintedStatementFiltered: Story = {
  beforeEach: stubPrint,
  parameters: {
    page: { route: '/en/transactions?type=deposit&wallet=2&from=2026-02-01&to=2026-03-16' },
  },
  play: async ({ canvas, userEvent, step }) => {
    await screenTable(canvas);
    await step('Print the statement', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Print statement' }));
      await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1), PRINT_WAIT);
    });
    await step('The filter in words', async () => {
      document.documentElement.dataset.printPreview = '';
      const sheet = within(await canvas.findByRole('region', { name: 'Statement for Dana Demo' }));
      await expect(sheet.getByText('Period: February 1, 2026 – March 16, 2026')).toBeVisible();
      await expect(sheet.getByText('Deposit', { selector: 'dd' })).toBeVisible();
      await expect(sheet.getByText('Euro wallet · EUR', { selector: 'dd' })).toBeVisible();
      await expect(sheet.getByText('All statuses', { selector: 'dd' })).toBeVisible();
    });
  },
};

/** Fetching the statement fails: it says so, and nothing is printed half-done. */
export const PrintFailed: Story = {
  beforeEach: stubPrint,
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        transactions: [
          // The table's page loads; the statement's requests (100 a page) fail.
          http.post('*/api/transactions', async ({ request }) => {
            const body = (await request.clone().json()) as TransactionsRequest;
            if (body.per_page !== 100) return undefined;
            return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
          }),
          statementHandler(),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await screenTable(canvas);
    await step('Print the statement; its pages fail', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Print statement' })),
    );
    await step('It says so; nothing is printed; it can be tried again', async () => {
      await expect(
        await canvas.findByText(
          'The statement could not be prepared, so nothing was printed. Please try again.',
          undefined,
          PRINT_WAIT,
        ),
      ).toBeVisible();
      await expect(window.print).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Print statement' })).toBeEnabled();
    });
  },
};
