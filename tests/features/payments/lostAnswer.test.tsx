import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as deposit from '../../../stories/pages/payments/Deposit.stories';
import { transaction } from '../../../stories/pages/payments/fixtures';
import { SLOW, validationError } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Loaded, LostAnswer, LostAnswerFound } = composeStories(deposit);

const CREATE = '*/api/deposit/create';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

/** Answers the deposit calls in turn (`network` drops the connection), then the last one again. */
function answers(...list: ('network' | '422' | 'ok')[]) {
  let call = 0;
  return http.post(CREATE, async ({ request }) => {
    const kind = list[Math.min(call, list.length - 1)];
    call += 1;
    if (kind === 'network') return HttpResponse.error();
    if (kind === '422')
      return HttpResponse.json(validationError({ amount: ['The amount is not accepted.'] }), {
        status: 422,
      });
    const body = (await request.json()) as { amount: number; wallet_id: number };
    return HttpResponse.json({
      data: transaction({ id: 600 + call, amount: body.amount, wallet_id: body.wallet_id }),
    });
  });
}

async function confirmAmount(amount: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /^Amount/ }, SLOW);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
}

// Whole confirmation flows (one has three): longer than the default budget on a busy machine.
describe('Payment confirmations and their Idempotency-Key', () => {
  useCleanClient();

  it('sends a key, and the same key and body again when the lost confirmation is sent again', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(LostAnswer, { watch: [requests.handler] });
    await confirmAmount('200');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/does not appear in your transactions/));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(requests.seen).toHaveLength(2));
    const [first, second] = requests.seen;
    expect(keyOf(first!)).toMatch(UUID);
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(await second!.json()).toEqual(await first!.json());
  });

  it('uses a new key for the next confirmation once an answer refused or carried out the last', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(Loaded, { watch: [requests.handler, answers('422', 'ok')] });
    await confirmAmount('200');
    // Refused: back to the form with the message under the amount, the amount kept.
    const amount = await screen.findByRole('textbox', { name: /^Amount/ }, SLOW);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/The amount is not accepted/));
    expect(amount).toHaveValue('200');
    await confirmAmount('200');
    await screen.findByRole('heading', { name: 'Deposit requested' }, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'New request' }));
    await confirmAmount('200');
    await waitFor(() => expect(requests.seen).toHaveLength(3));
    const keys = requests.seen.map(keyOf);
    expect(new Set(keys).size).toBe(3);
    keys.forEach((key) => expect(key).toMatch(UUID));
  });

  it('says the outcome is not confirmed, looks it up and never offers to edit the request meanwhile', async () => {
    const lookups = recordRequests('post', '*/api/transactions');
    renderPageStory(LostAnswer, { watch: [lookups.handler] });
    await confirmAmount('200');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Not confirmed yet'));
    await waitFor(() => expect(lookups.seen).toHaveLength(1));
    expect(await lookups.seen[0]!.json()).toMatchObject({ wallet_id: 1, type: 'deposit' });
    await waitFor(() => expect(status).toHaveTextContent(/Check again in a moment/));
    // No "please try again" banner, no way back into the form: only the same request again.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Deposit' });
    expect(within(form).getByText('$ 200.00')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(lookups.seen).toHaveLength(2));
  });

  it('shows the transaction the look-up found, as made once', async () => {
    const requests = recordRequests('post', CREATE);
    const { play } = renderPageStory(LostAnswerFound, { watch: [requests.handler] });
    await play();
    expect(requests.seen).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Confirm deposit' })).toBeNull();
  });

  it('shows the answer of the same confirmation sent again after a lost answer', async () => {
    const requests = recordRequests('post', CREATE);
    renderPageStory(LostAnswer, { watch: [requests.handler, answers('network', 'ok')] });
    await confirmAmount('250.5');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/does not appear in your transactions/),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await screen.findByRole('heading', { name: 'Deposit requested' }, SLOW);
    expect(screen.getByText('#602')).toBeVisible();
    expect(screen.getByText('$ 250.50')).toBeVisible();
    expect(keyOf(requests.seen[1]!)).toBe(keyOf(requests.seen[0]!));
  });
});
