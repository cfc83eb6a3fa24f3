import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/payments/Withdraw.stories';
import { SLOW } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';
import { lateWalletsInfo } from './lateWalletsInfo';
import { silenceExpected } from '../../utils/console';

const {
  Loaded,
  Empty,
  Loading,
  Error,
  RefusedBeforeSending,
  Confirm,
  ServerRefused,
  Success,
  Sending,
  Reserved,
  AboveAvailable,
} = composeStories(stories);

const CREATE = '*/api/withdraw/create';

// Whole payment flows (typing, two steps, the wallet's figures): more than 5 s on a busy machine.
describe('WithdrawPage', () => {
  // A wallets-info that cannot be read is logged, as the app logs every malformed answer.
  silenceExpected(/^Malformed response from getWalletsInfo /);
  useCleanClient();

  it("sends { wallet_id, method_id, amount, details } with only the chosen method's details", async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }, SLOW), '120');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Payment method/ }), 'Skrill');
    await user.click(screen.getByRole('textbox', { name: /^Skrill e-mail/ }));
    await user.paste(' dana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 1,
      method_id: 14,
      amount: 120,
      details: { account_email: 'dana@example.com' },
    });
    expect(requests.seen[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves an empty optional detail out of the body', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }, SLOW), '150');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Payment method/ }),
      'Bank transfer (SWIFT/SEPA)',
    );
    await user.click(screen.getByRole('textbox', { name: /^Account holder/ }));
    await user.paste('Dana Demo');
    await user.click(screen.getByRole('textbox', { name: /^IBAN/ }));
    await user.paste('DE89370400440532013000');
    await user.click(screen.getByRole('textbox', { name: /^SWIFT/ }));
    await user.paste('COBADEFFXXX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('heading', { name: 'Withdrawal requested' });
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 1,
      method_id: 12,
      amount: 150,
      details: {
        account_holder: 'Dana Demo',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
      },
    });
  });

  it('refuses missing details and an amount above the available money without a request', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(RefusedBeforeSending, { watch: [requests.handler] });
    await play();
    expect(requests.seen).toHaveLength(0);
  });

  it('refuses more than is available (balance less reserved) before sending, with no fee for it', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(AboveAvailable, { watch: [requests.handler] });
    await play();
    expect(requests.seen).toHaveLength(0);
  });

  it("says the wallet's balance as its balance until wallets-info tells what may leave, never as available", async () => {
    const { handler: late, release } = lateWalletsInfo();
    renderPageStory(Loaded, { watch: [late] });
    const wallet = await screen.findByRole('combobox', { name: /^Wallet/ }, SLOW);
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Balance: $ 12,345.60'));
    expect(screen.queryByText(/^Available/)).toBeNull();
    release();
    await waitFor(
      () => expect(wallet).toHaveAccessibleDescription('Available to withdraw: $ 12,000.00'),
      SLOW,
    );
    expect(
      await screen.findByText(/^\$ 345\.60 reserved by 1 pending withdrawal\./, undefined, SLOW),
    ).toBeInTheDocument();
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
      const wallet = await screen.findByRole('combobox', { name: /^Wallet/ }, SLOW);
      await waitFor(
        () => expect(wallet).toHaveAccessibleDescription('Available to withdraw: —'),
        SLOW,
      );
      expect(screen.queryByText(/^Available to withdraw: \$/)).toBeNull();
      expect(screen.getByText('What can leave this wallet now could not be loaded.')).toBeVisible();
      answer = {
        wallet_id: 1,
        balance: 12345.6,
        available: 12000,
        reserved: 0,
        currency: 'USD',
        last_transactions: [],
      };
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(
        () => expect(wallet).toHaveAccessibleDescription('Available to withdraw: $ 12,000.00'),
        SLOW,
      );
    },
  );

  it('"Continue" waits for the available money when wallets-info is late: no confirmation of more than may leave', async () => {
    const requests = recordRequests('post', CREATE);
    const { handler: late, release } = lateWalletsInfo();
    renderPageStory(Loaded, { watch: [requests.handler, late] });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Payment method/ }, SLOW),
      'Bank transfer (SWIFT/SEPA)',
    );
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '12100');
    for (const [label, value] of [
      ['Account holder', 'Dana Demo'],
      ['IBAN', 'DE89370400440532013000'],
      ['SWIFT', 'COBADEFFXXX'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }));
      await user.paste(value);
    }
    // The balance ($ 12,345.60) would allow it; what may leave is not known yet: the step waits.
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.click(next);
    expect(next).toHaveAttribute('aria-busy', 'true');
    await user.click(next);
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    release();
    await waitFor(
      () =>
        expect(amount).toHaveAccessibleDescription(
          /^The amount is more than the available \$ 12,000\.00\./,
        ),
      SLOW,
    );
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
    expect(amount).toHaveValue('12,100');
    expect(requests.seen).toHaveLength(0);
  });

  it("puts the server's 422 under the amount and the detail field and keeps every value", async () => {
    const { play } = renderPageStory(ServerRefused);
    await play();
    expect(screen.getByRole('textbox', { name: /^Name on card/ })).toHaveValue('Dana Demo');
    // Typing clears that field's message only.
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Card number/ }), '2');
    expect(screen.getByRole('textbox', { name: /^Card number/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends once on a double click of confirm', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(Sending, { watch: [requests.handler] });
    await play();
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    expect(requests.seen).toHaveLength(1);
  });

  it.each([
    ['loaded', Loaded],
    ['empty', Empty],
    ['loading', Loading],
    ['error', Error],
    ['confirm', Confirm],
    ['success', Success],
    ['reserved', Reserved],
  ])('runs the %s story', async (_, Story) => {
    const { play } = renderPageStory(Story);
    await play();
  });
});
