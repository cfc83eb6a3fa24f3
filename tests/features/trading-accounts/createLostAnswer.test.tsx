import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
// The stories' own user-event: two bundled copies on one document lose React's change events.
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onApiEvent } from '@/api/events';
import * as stories from '../../../stories/pages/trading-accounts/TradingAccounts.stories';
import { SLOW } from '../../../stories/pages/responses';
import { renderPageStory } from '../../utils/renderPageStory';

/*
 * Opening a trading account is one of the contract's idempotent calls: when its answer is lost,
 * the dialog says the account is not confirmed, looks for it among the accounts, and only ever
 * sends the same request again (same currency, same Idempotency-Key).
 */
const { CreateDialog } = composeStories(stories);

const account = (id: number, currency: { id: number; name: string }) => ({
  id,
  login: `5100${id}`,
  currency,
  balance: 0,
  equity: 0,
  leverage: '1:100',
  server: 'Broker-Live',
  created_at: '2026-03-16T10:00:00Z',
});
const EXISTING = account(301, { id: 1, name: 'US Dollar' });
const OPENED = account(307, { id: 2, name: 'Euro' });

/** The backend: its accounts, and what each `create` does: opens the account or not, answers or not. */
function backend(
  outcomes: ('opened-lost' | 'lost' | 'opened')[],
  {
    lostAs = () => HttpResponse.error(),
    listFailsFrom = Infinity,
  }: {
    /** What reaches the browser instead of the answer: nothing, or a gateway's page. */
    lostAs?: () => Response;
    /** From this reading of the accounts on, the backend answers them with a 500 page. */
    listFailsFrom?: number;
  } = {},
) {
  const accounts = [EXISTING];
  const sent: { body: unknown; key: string | null }[] = [];
  let reads = 0;
  const handlers = [
    http.post('*/api/trading-account/list', () =>
      ++reads >= listFailsFrom
        ? HttpResponse.html('<h1>500 | Server Error</h1>', { status: 500 })
        : HttpResponse.json({ data: accounts }),
    ),
    http.post('*/api/trading-account/create', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const outcome = outcomes[sent.length - 1] ?? 'opened';
      if (outcome !== 'lost' && !accounts.includes(OPENED)) accounts.push(OPENED);
      return outcome === 'opened' ? HttpResponse.json({ data: OPENED }) : lostAs();
    }),
  ];
  return { handlers, sent };
}

/** Every generic server-error dialog the HTTP client asks the app for. */
function serverErrorDialogs() {
  const asked: unknown[] = [];
  const stops = [
    onApiEvent('server-error', (event) => asked.push(event)),
    onApiEvent('error', (event) => asked.push(event)),
  ];
  return { asked, stop: () => stops.forEach((stop) => stop()) };
}

async function askForEuro() {
  await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open a trading account' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Open a trading account' }, SLOW),
  );
  const select = dialog.getByRole('combobox', { name: 'Account currency' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, 'Euro');
  await user.click(dialog.getByRole('button', { name: 'Open account' }));
  return { user, dialog, select };
}

describe('opening a trading account whose answer is lost', () => {
  it('finds the account among the accounts: shown as after an answer, one request', async () => {
    const { handlers, sent } = backend(['opened-lost']);
    renderPageStory(CreateDialog, { watch: handlers });
    await askForEuro();
    const opened = await screen.findByRole('dialog', { name: 'Account 5100307 is open' }, SLOW);
    expect(within(opened).getByText('Broker-Live')).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a gateway’s HTML page (502)', 502],
    ['a gateway time-out (504)', 504],
  ])(
    'finds the account after %s: no generic "Server error" over it, one request',
    async (_, status) => {
      const dialogs = serverErrorDialogs();
      const page = '<html><body><h1>Bad Gateway</h1><hr>nginx</body></html>';
      const { handlers, sent } = backend(['opened-lost'], {
        lostAs: () => HttpResponse.html(page, { status }),
      });
      renderPageStory(CreateDialog, { watch: handlers });
      await askForEuro();
      await screen.findByRole('dialog', { name: 'Account 5100307 is open' }, SLOW);
      expect(dialogs.asked).toEqual([]);
      expect(sent).toHaveLength(1);
      dialogs.stop();
    },
  );

  it('says the look-up failed when the accounts cannot be read: no generic "Server error"', async () => {
    const dialogs = serverErrorDialogs();
    // The accounts before sending are read; the look-up's reading meets a broken backend.
    const { handlers, sent } = backend(['lost'], { listFailsFrom: 2 });
    renderPageStory(CreateDialog, { watch: handlers });
    const { select } = await askForEuro();
    await waitFor(
      () =>
        expect(select).toHaveAccessibleDescription(
          expect.stringContaining('your accounts could not be checked'),
        ),
      SLOW,
    );
    expect(dialogs.asked).toEqual([]);
    expect(sent).toHaveLength(1);
    dialogs.stop();
  });

  it('not among the accounts: says so, keeps the currency sent, and sends the same request again', async () => {
    const { handlers, sent } = backend(['lost', 'opened']);
    renderPageStory(CreateDialog, { watch: handlers });
    const { user, dialog, select } = await askForEuro();
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        expect.stringContaining('the new account is not among your accounts yet'),
      ),
    );
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // Only the currency sent can go again: another one would be a second account.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Euro']);
    await user.click(dialog.getByRole('button', { name: 'Open account' }));
    await screen.findByRole('dialog', { name: 'Account 5100307 is open' }, SLOW);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.body).toEqual({ currency_id: 2 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
