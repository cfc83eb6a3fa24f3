import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/pages/transactions/Transactions.stories';
import { SLOW } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Loaded,
  Filtered,
  RejectedDeposit,
  CancelledWithdrawal,
  ChangeFilter,
  Empty,
  Loading,
  Error,
  German,
  GermanNotation,
  PrintedStatement,
  PrintedStatementFiltered,
  PrintFailed,
} = composeStories(stories);

const LIST = '*/api/transactions';

const bodies = (seen: Request[]) => Promise.all(seen.map((r) => r.clone().json()));

/** Catches the CSV the page hands to the browser. */
function catchDownload() {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:statement';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    click,
    lines: async () => {
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob!.arrayBuffer());
      expect(text.charCodeAt(0)).toBe(0xfeff);
      return text.slice(1).trimEnd().split('\r\n');
    },
  };
}

/** The printed statement's rows (header row included) as they are when print is called. */
function watchPrint() {
  const printed: number[] = [];
  const print = vi.spyOn(window, 'print').mockImplementation(() => {
    const sheet = document.querySelector('[data-print-root]');
    printed.push(sheet?.querySelectorAll(':scope > table tr').length ?? 0);
  });
  return { print, printed };
}

describe('TransactionsPage', () => {
  useCleanClient();
  afterEach(() => {
    vi.restoreAllMocks();
    delete document.documentElement.dataset.printPreview;
  });

  it('sends the filters of the URL, omitting empty ones', async () => {
    const requests = recordRequests('post', LIST);
    const { play } = renderPageStory(Filtered, { watch: [requests.handler] });
    await play();
    expect(await bodies(requests.seen)).toContainEqual({
      page: 1,
      per_page: 20,
      type: 'withdrawal',
      status: 'pending',
      from: '2026-01-01',
      to: '2026-03-16',
    });
  });

  it('keeps filters and page in the URL and asks for them', async () => {
    const requests = recordRequests('post', LIST);
    const { location } = renderPageStory(Loaded, { watch: [requests.handler] });
    const user = userEvent.setup();
    await screen.findAllByText('+€ 1,500.00', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location.current?.search).toBe('?page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wallet' }), '2');
    await waitFor(() => expect(location.current?.search).toBe('?wallet=2'));
    await waitFor(async () =>
      expect(await bodies(requests.seen.slice(-1))).toEqual([
        { page: 1, per_page: 20, wallet_id: 2 },
      ]),
    );
    expect(await bodies(requests.seen)).toContainEqual({ page: 2, per_page: 20 });
  });

  it('shows every amount in its own currency, signed, and void ones without a sign', async () => {
    const { play } = renderPageStory(Loaded);
    await play();
    const table = screen.getByRole('table', { name: 'Transactions' });
    const rejected = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Rejected') && row.textContent?.includes('Deposit'));
    expect(rejected).toBeDefined();
    expect(within(rejected!).getByText('€ 1,500.00')).toHaveAttribute('data-tone', 'void');
    expect(within(rejected!).getByText('€ 1,500.00')).toHaveAttribute('data-sensitive');
  });

  it('exports every page of the current filter as CSV, amounts with their cents', async () => {
    const requests = recordRequests('post', LIST);
    const download = catchDownload();
    renderPageStory(Loaded, { watch: [requests.handler] });
    await screen.findAllByText('+€ 1,500.00', undefined, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.click).toHaveBeenCalled());
    const lines = await download.lines();
    expect(lines[0]).toBe('Date,Type,Status,Amount,Currency,Wallet,Method,Comment');
    expect(lines).toHaveLength(46);
    expect(lines[1]).toContain(',deposit,completed,1500.00,EUR,Euro wallet,');
    expect(lines[2]).toContain(',withdrawal,pending,-25.50,USD,Main wallet,');
    expect(lines[2]).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(lines[7]).toContain(',deposit,rejected,1500.00,EUR,');
    expect(lines[8]).toContain(',withdrawal,cancelled,25.50,USD,');
    expect(await bodies(requests.seen)).toContainEqual({ page: 1, per_page: 100 });
  });

  it('exports with ";" and decimal commas under the German notation', async () => {
    const download = catchDownload();
    const { play } = renderPageStory(GermanNotation);
    await play();
    await userEvent.setup().click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(download.click).toHaveBeenCalled());
    const lines = await download.lines();
    expect(lines[0]).toBe('Datum;Art;Status;Betrag;Währung;Wallet;Methode;Kommentar');
    expect(lines[2]).toContain(';withdrawal;pending;-25,50;USD;Main wallet;');
  });

  it('shows a retry in place when the list fails, and loads on retry', async () => {
    let fail = true;
    renderPageStory(Loaded, {
      watch: [
        http.post(LIST, () => {
          if (fail) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
          return undefined;
        }),
      ],
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect((await screen.findAllByText('+€ 1,500.00', undefined, SLOW)).length).toBeGreaterThan(0);
  });

  it('heads the statement with the client name, the period in words and the filter', async () => {
    const { play } = renderPageStory(Filtered);
    await play();
    const sheet = document.querySelector<HTMLElement>('[data-print-root]')!;
    const statement = within(sheet);
    expect(
      statement.getByRole('heading', { name: 'Statement for Dana Demo', hidden: true }),
    ).toBeInTheDocument();
    expect(statement.getByText('Period: January 1, 2026 – March 16, 2026')).toBeInTheDocument();
    expect(statement.getByText('Withdrawal', { selector: 'dd' })).toBeInTheDocument();
    expect(statement.getByText('Pending', { selector: 'dd' })).toBeInTheDocument();
    expect(statement.getByText('All wallets', { selector: 'dd' })).toBeInTheDocument();
  });

  it('prints every transaction of the filter, fetched for the purpose, once they are on the page', async () => {
    const requests = recordRequests('post', LIST);
    const { print, printed } = watchPrint();
    renderPageStory(Loaded, { watch: [requests.handler] });
    await screen.findAllByText('+€ 1,500.00', undefined, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print statement' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), SLOW);
    // 45 transactions and the header row, not the 20 of the page shown.
    expect(printed).toEqual([46]);
    expect(await bodies(requests.seen)).toContainEqual({ page: 1, per_page: 100 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The statement is ready: 45 transactions.',
    );
    // Completed money in the totals; pending money apart from it.
    const sheet = document.querySelector<HTMLElement>('[data-print-root]')!;
    const totals = within(sheet);
    expect(totals.getByText('+€ 6,000.00')).toBeInTheDocument();
    expect(totals.getByText('+$ 3,921.60')).toBeInTheDocument();
    expect(totals.getByText('−$ 15.00')).toBeInTheDocument();
    expect([...sheet.querySelectorAll('dd[data-pending]')].map((dd) => dd.textContent)).toEqual([
      'Pending: € 0.00 in, −€ 3,600.00 out',
      'Pending: +$ 1,200.00 in, −$ 102.00 out',
    ]);
  });

  it('prints on a second press after the statement could not be fetched', async () => {
    const { print } = watchPrint();
    let failures = 1;
    renderPageStory(Loaded, {
      watch: [
        http.post(LIST, async ({ request }) => {
          const body = (await request.clone().json()) as { per_page?: number };
          if (body.per_page !== 100 || failures === 0) return undefined;
          failures -= 1;
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }),
      ],
    });
    await screen.findAllByText('+€ 1,500.00', undefined, SLOW);
    const button = screen.getByRole('button', { name: 'Print statement' });
    const user = userEvent.setup();
    await user.click(button);
    expect(
      await screen.findByText(/could not be prepared, so nothing was printed/, undefined, SLOW),
    ).toBeVisible();
    expect(print).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), SLOW);
    expect(screen.queryByText(/nothing was printed/)).not.toBeInTheDocument();
  });

  it('announces its progress while the statement is fetched', async () => {
    const { print } = watchPrint();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPageStory(Loaded, {
      watch: [
        http.post(LIST, async ({ request }) => {
          const body = (await request.clone().json()) as { per_page?: number };
          if (body.per_page === 100) await held;
          return undefined;
        }),
      ],
    });
    await screen.findAllByText('+€ 1,500.00', undefined, SLOW);
    const button = screen.getByRole('button', { name: 'Print statement' });
    await userEvent.setup().click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the statement…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(print).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), SLOW);
    await delay(0);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('says so and prints nothing when the statement cannot be fetched', async () => {
    const { print } = watchPrint();
    const { play } = renderPageStory(PrintFailed);
    await play();
    expect(print).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The statement could not be prepared, so nothing was printed. Please try again.',
    );
  });

  it.each([
    ['rejected deposit', RejectedDeposit],
    ['cancelled withdrawal', CancelledWithdrawal],
    ['change filter', ChangeFilter],
    ['error', Error],
    ['empty', Empty],
    ['loading', Loading],
    ['German', German],
    ['German notation', GermanNotation],
    ['printed statement', PrintedStatement],
    ['printed statement of a filter', PrintedStatementFiltered],
  ])('runs the %s story', async (_, Story) => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const { play } = renderPageStory(Story);
    await play();
  });
});
