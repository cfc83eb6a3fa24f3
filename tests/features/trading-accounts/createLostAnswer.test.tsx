import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
// The stories' own user-event: two bundled copies on one document lose React's change events.
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
function backend(outcomes: ('opened-lost' | 'lost' | 'opened')[]) {
  const accounts = [EXISTING];
  const sent: { body: unknown; key: string | null }[] = [];
  const handlers = [
    http.post('*/api/trading-account/list', () => HttpResponse.json({ data: accounts })),
    http.post('*/api/trading-account/create', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const outcome = outcomes[sent.length - 1] ?? 'opened';
      if (outcome !== 'lost' && !accounts.includes(OPENED)) accounts.push(OPENED);
      return outcome === 'opened' ? HttpResponse.json({ data: OPENED }) : HttpResponse.error();
    }),
  ];
  return { handlers, sent };
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
  await user.click(dialog.getByRole('button', { name: 'Next step' }));
  return { user, dialog, select };
}

describe('opening a trading account whose answer is lost', () => {
  it('finds the account among the accounts: the dialog closes as after a success, one request', async () => {
    const { handlers, sent } = backend(['opened-lost']);
    renderPageStory(CreateDialog, { watch: handlers });
    await askForEuro();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
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
    await user.click(dialog.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.body).toEqual({ currency_id: 2 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
