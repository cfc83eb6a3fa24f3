import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetTransactionMockHandler } from '@/api/generated/transactions/transactions.msw';
import { FOLLOW_MS, nextPoll } from '@/features/payments/depositReturn/pollSchedule';
import * as stories from '../../../stories/pages/payments/DepositReturn.stories';
import { transaction } from '../../../stories/pages/payments/fixtures';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';

const all = composeStories(stories);
const Pending = all.Pending as unknown as PageStory;

const LOOKUP = '*/api/transaction';

/** Call 53 answering the deposit #777 with each status in turn (the last one from then on). */
function answers(...statuses: ('pending' | 'completed' | 'rejected' | 'cancelled')[]) {
  let asked = 0;
  return getGetTransactionMockHandler(() => {
    const status = statuses[Math.min(asked, statuses.length - 1)]!;
    asked += 1;
    return { data: transaction({ id: 777, status }) };
  });
}

describe('poll schedule of the return page', () => {
  it('asks every few seconds at first, less often later, and stops after a few minutes', () => {
    expect(nextPoll(0)).toBe(3_000);
    expect(nextPoll(29_500)).toBe(1_000);
    expect(nextPoll(60_000)).toBe(10_000);
    expect(nextPoll(4 * 60_000)).toBe(20_000);
    expect(nextPoll(FOLLOW_MS)).toBe(false);
    let elapsed = 0;
    let questions = 0;
    for (let wait = nextPoll(0); wait !== false; wait = nextPoll(elapsed)) {
      elapsed += wait;
      questions += 1;
    }
    // Calm: about thirty questions in five minutes, not a hundred.
    expect(questions).toBeLessThan(35);
    expect(elapsed).toBe(FOLLOW_MS);
  });
});

describe('DepositReturnPage', () => {
  useCleanClient();
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(all))('story %s: what its play asserts', async (_name, Story) => {
    const { play } = renderPageStory(Story as unknown as PageStory);
    await play();
  });

  it('follows a pending deposit until it is credited, without a reload, and never sends money', async () => {
    const lookups = recordRequests('post', LOOKUP);
    const deposits = recordRequests('post', '*/api/deposit/create');
    renderPageStory(Pending, {
      watch: [lookups.handler, deposits.handler, answers('pending', 'completed')],
    });
    await screen.findByRole('heading', { name: 'Waiting for the payment to be confirmed' });
    expect(
      await screen.findByRole('heading', { name: 'Deposit credited' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$ 12,345.60')).toBeInTheDocument();
    expect(lookups.seen).toHaveLength(2);
    expect(await lookups.seen[0]!.json()).toEqual({ id: 777 });
    expect(deposits.seen).toHaveLength(0);
  });

  it('says a payment cancelled at the provider was not paid, and offers the same deposit again', async () => {
    renderPageStory(Pending, { watch: [answers('cancelled')] });
    await screen.findByRole('heading', { name: 'Deposit not paid' });
    expect(screen.getByText(/The payment was cancelled, so nothing was charged/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/deposit?wallet=1&amount=100',
    );
  });

  it('asks nothing without a transaction id, and says not found', async () => {
    const lookups = recordRequests('post', LOOKUP);
    renderPageStory(Pending, {
      watch: [lookups.handler],
      initialEntries: ['/en/deposit/return?transaction=abc'],
    });
    expect(await screen.findByRole('heading', { name: 'Deposit not found' })).toBeInTheDocument();
    expect(lookups.seen).toHaveLength(0);
  });

  it('shows no transaction other than a deposit', async () => {
    renderPageStory(Pending, {
      watch: [getGetTransactionMockHandler({ data: transaction({ id: 777, type: 'withdrawal' }) })],
    });
    expect(await screen.findByRole('heading', { name: 'Deposit not found' })).toBeInTheDocument();
    expect(screen.queryByText('#777')).not.toBeInTheDocument();
  });

  it('stops following after a few minutes, says the client will be told, and checks on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lookups = recordRequests('post', LOOKUP);
    renderPageStory(Pending, { watch: [lookups.handler, answers('pending')] });
    await screen.findByRole('heading', { name: 'Waiting for the payment to be confirmed' });
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS + 1_000));
    expect(
      await screen.findByRole('heading', { name: 'Still being confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We will let you know/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/en/transactions',
    );
    const asked = lookups.seen.length;
    expect(asked).toBeLessThan(35);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(lookups.seen).toHaveLength(asked);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(lookups.seen).toHaveLength(asked + 1));
  });
});
