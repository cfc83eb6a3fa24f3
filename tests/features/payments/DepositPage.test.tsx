import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCreateDepositMockHandler } from '@/api/generated/payments/payments.msw';
import { getGetTransactionsMockHandler } from '@/api/generated/transactions/transactions.msw';
import { followProvider } from '@/features/payments/DepositPage';
import * as stories from '../../../stories/pages/payments/Deposit.stories';
import { EARLIER, transaction } from '../../../stories/pages/payments/fixtures';
import { SLOW } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';
import { lateWalletsInfo } from './lateWalletsInfo';

const {
  Loaded,
  PreselectedWallet,
  Empty,
  Loading,
  Error,
  OutOfLimits,
  Confirm,
  Success,
  Sending,
  German,
  EuroWalletDollarLimits,
  LostAnswer,
  LostAnswerFound,
} = composeStories(stories);

const CREATE = '*/api/deposit/create';
/** Call 30's `return_url`: the cabinet's own page the provider sends the client back to. */
const back = (lang: string) => `${window.location.origin}/${lang}/deposit/return`;

async function fillAndConfirm(
  amount: string,
  confirmLabel = 'Confirm deposit',
  continueLabel = 'Continue',
) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /^(Amount|Betrag)/ });
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: continueLabel }));
  await user.click(await screen.findByRole('button', { name: confirmLabel }));
}

// Whole payment flows (typing, two steps, the wallet's figures): more than 5 s on a busy machine.
describe('DepositPage', () => {
  useCleanClient();
  afterEach(() => vi.restoreAllMocks());

  it('sends exactly { wallet_id, method_id, amount, return_url }, amounts as numbers, once, and shows the status', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(PreselectedWallet, { watch: [requests.handler] });
    await fillAndConfirm('250.75');
    expect(await screen.findByRole('heading', { name: 'Deposit requested' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 2,
      method_id: 1,
      amount: 250.75,
      return_url: back('en'),
    });
  });

  it('sends once on a double click of confirm', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(Sending, { watch: [requests.handler] });
    await play();
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    await userEvent.setup().keyboard('{Enter}');
    expect(requests.seen).toHaveLength(1);
  });

  it('refuses an amount outside the limits without a request', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(OutOfLimits, { watch: [requests.handler] });
    await play();
    expect(requests.seen).toHaveLength(0);
  });

  it('leaves limits in another currency to the server and sends the euro amount', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(EuroWalletDollarLimits, { watch: [requests.handler] });
    await play();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // 40 euros against a $ 50 minimum: not refused here, the server converts and decides.
    await user.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    await screen.findByRole('heading', { name: 'Deposit requested' });
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 3,
      method_id: 1,
      amount: 40,
      return_url: back('en'),
    });
    expect(requests.seen[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('reads a German amount with a space group and a decimal comma', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(German, { watch: [requests.handler] });
    await play();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Einzahlung bestätigen' }));
    await screen.findByRole('heading', { name: 'Einzahlung beantragt' });
    expect(await requests.seen[0]!.json()).toEqual({
      wallet_id: 1,
      method_id: 1,
      amount: 1234.56,
      // The story's preferences keep English; the page's own language is the store's.
      return_url: expect.stringMatching(/^http:\/\/[^/]+\/[a-z]{2}\/deposit\/return$/),
    });
  });

  it('refuses a redirect_url that is not https and says so', async () => {
    const go = vi.spyOn(followProvider, 'go').mockImplementation(() => {});
    renderPageStory(Loaded, {
      watch: [
        getCreateDepositMockHandler({ data: transaction(), redirect_url: 'javascript:alert(1)' }),
      ],
    });
    await fillAndConfirm('100');
    await screen.findByRole('heading', { name: 'Deposit requested' });
    expect(go).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        /payment provider’s page was not opened: the address it gave is not a secure/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Continuing the payment/)).not.toBeInTheDocument();
  });

  it('follows an https redirect_url', async () => {
    const go = vi.spyOn(followProvider, 'go').mockImplementation(() => {});
    renderPageStory(Loaded, {
      watch: [
        getCreateDepositMockHandler({
          data: transaction(),
          redirect_url: 'https://pay.example.com/s/1',
        }),
      ],
    });
    await fillAndConfirm('100');
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example.com/s/1'));
    expect(screen.getByText('Continuing the payment on the provider’s page…')).toBeInTheDocument();
  });

  it('knows what "after" means for a lost answer even when the wallet\'s figures came after "Continue"', async () => {
    // The backend's clock is an hour behind the browser's: only the wallet's transactions before
    // the confirmation can tell the new deposit from the old ones. They come late.
    const lag = 60 * 60_000;
    const at = (ms: number) => new Date(ms).toISOString();
    const { handler: lateInfo, release } = lateWalletsInfo({
      last_transactions: [{ ...EARLIER, created_at: at(Date.now() - lag - 60_000) }],
    });
    const list = getGetTransactionsMockHandler(() => ({
      data: [transaction({ id: 501, amount: 200, created_at: at(Date.now() - lag) })],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    }));
    renderPageStory(LostAnswerFound, { watch: [lateInfo, list] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }, SLOW), '200');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    setTimeout(release, 300);
    await user.click(await screen.findByRole('button', { name: 'Confirm deposit' }, SLOW));
    expect(
      await screen.findByRole('heading', { name: 'Deposit requested' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('#501')).toBeInTheDocument();
  });

  it.each([
    ['loaded', Loaded],
    ['preselected wallet', PreselectedWallet],
    ['empty', Empty],
    ['loading', Loading],
    ['error', Error],
    ['confirm step', Confirm],
    ['success', Success],
    ['lost answer', LostAnswer],
  ])('runs the %s story', async (_, Story) => {
    const { play } = renderPageStory(Story);
    await play();
  });
});
