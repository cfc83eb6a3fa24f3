import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/transfers/Transfer.stories';
import { SLOW } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';
import { silenceExpected } from '../../utils/console';

const all = composeStories(stories);
const { Loaded, LostAnswer, Validation } = all;

const CREATE = '*/api/transfer/create';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

/** The transfers among the recorded calls: every request to call 50, with its body. */
async function transfersIn(seen: Request[]) {
  const bodies = await Promise.all(seen.map((request) => request.clone().json()));
  return seen.map((request, i) => ({ request, body: bodies[i] as Record<string, unknown> }));
}

async function fillAndContinue(amount: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /^Amount/ }, SLOW);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Check and confirm' });
  return user;
}

/** The main wallet's wallets-info, held back until `release()`: `available` may leave it. */
function lateWalletsInfo(available: number) {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const handler = http.post('*/api/wallets-info', async () => {
    await answered;
    return HttpResponse.json({
      wallet_id: 1,
      balance: 12345.6,
      available,
      reserved: Math.round((12345.6 - available) * 100) / 100,
      currency: 'USD',
      last_transactions: [],
    });
  });
  return { handler, release };
}

// Whole transfer flows (typing, two steps, the wallet's figures): more than 5 s on a busy machine.
describe('TransferPage', () => {
  // A wallets-info that cannot be read is logged, as the app logs every malformed answer.
  silenceExpected(/^Malformed response from getWalletsInfo /);
  useCleanClient();

  // Validation's play runs once, below, with the requests it sends watched.
  it.each(Object.entries(all).filter(([name]) => name !== 'Validation'))(
    'story %s: what its play asserts',
    async (_name, Story) => {
      const { play } = renderPageStory(Story as unknown as PageStory);
      await play();
    },
  );

  it('asks call 51 once and sends nothing to call 50 before a confirmation', async () => {
    const limits = recordRequests('post', '*/api/transfer/limits');
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [limits.handler, requests.handler] });
    await screen.findByRole('combobox', { name: /^From/ }, SLOW);
    expect(limits.seen).toHaveLength(1);
    expect(requests.seen).toHaveLength(0);
  });

  it('sends exactly { from, to, amount } once, whatever the double clicks', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler] });
    const user = await fillAndContinue('250.75');
    await user.dblClick(screen.getByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('heading', { name: 'Transfer completed' }, SLOW);
    const sent = await transfersIn(requests.seen);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      from: { type: 'wallet', id: 1 },
      to: { type: 'trading_account', id: 301 },
      amount: 250.75,
    });
    expect(keyOf(sent[0]!.request)).toMatch(UUID);
  });

  // WCAG 3.3.7 (redundant entry): going back from the confirmation asks for nothing again.
  it('"Back" from the confirmation keeps the source, the destination and the amount', async () => {
    renderPageStory(Loaded);
    const user = await fillAndContinue('250.75');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('250.75');
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveDisplayValue('Main wallet · USD');
    expect(screen.getByRole('combobox', { name: /^To/ })).toHaveDisplayValue(
      'Account 5100301 · USD',
    );
  });

  it('never confirms with the second click of a double click on "Continue"', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }, SLOW), '100');
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    expect(await transfersIn(requests.seen)).toHaveLength(0);
  });

  it('story Validation: what its play asserts, and it sends nothing for an amount above the available money or below 1', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(Validation as unknown as PageStory, {
      watch: [requests.handler],
    });
    await play();
    expect(await transfersIn(requests.seen)).toHaveLength(0);
  });

  it('refuses on confirming when wallets-info says less is available than when it was typed', async () => {
    const requests = recordRequests('post', CREATE);
    let available = 12000;
    const info = http.post('*/api/wallets-info', () =>
      HttpResponse.json({
        wallet_id: 1,
        balance: 12345.6,
        available,
        reserved: 12345.6 - available,
        currency: 'USD',
        last_transactions: [],
      }),
    );
    const { queryClient } = renderPageStory(Loaded, { watch: [requests.handler, info] });
    const user = await fillAndContinue('500');
    // Meanwhile a withdrawal elsewhere reserved most of the wallet.
    available = 300;
    await queryClient.invalidateQueries({ queryKey: ['POST', '/api/wallets-info'] });
    queryClient.removeQueries({ queryKey: ['POST', '/api/wallets-info'] });
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    const amount = await screen.findByRole('textbox', { name: /^Amount/ }, SLOW);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/more than the available \$ 300\.00/),
    );
    expect(amount).toHaveValue('500');
    expect(await transfersIn(requests.seen)).toHaveLength(0);
  });

  it("says the wallet's balance as its balance until the available amount is in, never as available", async () => {
    const { handler, release } = lateWalletsInfo(300);
    renderPageStory(Loaded, { watch: [handler] });
    const from = await screen.findByRole('combobox', { name: /^From/ }, SLOW);
    expect(from).toHaveAccessibleDescription('Balance: $ 12,345.60');
    expect(screen.queryByText(/^Available/)).toBeNull();
    release();
    await waitFor(
      () => expect(from).toHaveAccessibleDescription('Available to transfer: $ 300.00'),
      SLOW,
    );
  });

  it.each([
    ['a message instead of figures', { message: 'weird' }],
    [
      'figures wrapped in `data`',
      {
        data: {
          wallet_id: 1,
          balance: 12345.6,
          available: 12000,
          reserved: 345.6,
          currency: 'USD',
        },
      },
    ],
    [
      'an available amount in words',
      { wallet_id: 1, balance: 12345.6, available: 'lots', reserved: 345.6, currency: 'USD' },
    ],
  ])(
    'shows a dash and a retry, never the balance as available, when wallets-info answers %s',
    async (_, body) => {
      let answer: unknown = body;
      renderPageStory(Loaded, {
        watch: [http.post('*/api/wallets-info', () => HttpResponse.json(answer as object))],
      });
      const from = await screen.findByRole('combobox', { name: /^From/ }, SLOW);
      await waitFor(
        () => expect(from).toHaveAccessibleDescription('Available to transfer: —'),
        SLOW,
      );
      expect(screen.queryByText(/^Available to transfer: \$/)).toBeNull();
      expect(screen.getByText('What can leave this wallet now could not be loaded.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
      answer = {
        wallet_id: 1,
        balance: 12345.6,
        available: 12000,
        reserved: 345.6,
        currency: 'USD',
        last_transactions: [],
      };
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(
        () => expect(from).toHaveAccessibleDescription('Available to transfer: $ 12,000.00'),
        SLOW,
      );
    },
  );

  it('"Continue" waits for the available amount when wallets-info is late, then goes on only within it', async () => {
    const { handler, release } = lateWalletsInfo(300);
    renderPageStory(Loaded, { watch: [handler] });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ }, SLOW);
    await user.type(amount, '500');
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.click(next);
    // The balance would allow $ 500; until what may leave is known, the step waits for it.
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    release();
    await waitFor(
      () => expect(amount).toHaveAccessibleDescription(/more than the available \$ 300\.00/),
      SLOW,
    );
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    // Within what may leave, the same button goes on at once.
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
  });

  it('a check that waited goes on only for what is typed now: an amount edited meanwhile is checked on the next press', async () => {
    const { handler, release } = lateWalletsInfo(300);
    renderPageStory(Loaded, { watch: [handler] });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ }, SLOW);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // While it waits the client makes it 500, more than may leave: the verdict on 250 is stale.
    await user.clear(amount);
    await user.type(amount, '500');
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/more than the available \$ 300\.00/),
    );
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
  });

  it('after a lost answer sends the same body with the same key, never a new one', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(LostAnswer, { watch: [requests.handler] });
    const user = await fillAndContinue('250');
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/does not appear/), SLOW);
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(async () => expect(await transfersIn(requests.seen)).toHaveLength(2));
    const [first, second] = await transfersIn(requests.seen);
    expect(keyOf(second!.request)).toBe(keyOf(first!.request));
    expect(second!.body).toEqual(first!.body);
  });

  it('keeps the sides and the amount in the address, so a reload keeps them', async () => {
    const { location } = renderPageStory(Loaded);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^To/ }, SLOW),
      'Account 5100302 · USD',
    );
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '42.5');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location.current?.search))).toEqual({
        from: 'wallet:1',
        to: 'trading_account:302',
        amount: '42.5',
      }),
    );
  });

  it('opens with the sides and amount of the address', async () => {
    renderPageStory(Loaded, {
      initialEntries: ['/en/transfer?from=trading_account:302&to=wallet:1&amount=10.25'],
    });
    expect(await screen.findByRole('combobox', { name: /^From/ }, SLOW)).toHaveDisplayValue(
      'Account 5100302 · USD',
    );
    expect(screen.getByRole('combobox', { name: /^To/ })).toHaveDisplayValue('Main wallet · USD');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('10.25');
  });
});
