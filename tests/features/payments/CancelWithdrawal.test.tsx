import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/payments/CancelWithdrawal.stories';
import { SLOW } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory, type PageStory } from '../../utils/renderPageStory';

const all = composeStories(stories);
const { Offered } = all;

const CANCEL = '*/api/withdraw/cancel';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openAndConfirm(times: 'click' | 'dblClick' = 'click') {
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Last transactions' }, SLOW);
  await user.click(await within(list).findByRole('button', { name: 'Cancel withdrawal' }, SLOW));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this withdrawal?' });
  await user[times](within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
  return { user, dialog };
}

/** The withdrawal whose id the seed gives the pending Skrill withdrawal, as the page shows it. */
const pendingId = async () => {
  const { getDb } = await import('@/mocks/db');
  return getDb().transactions.find((row) => row.type === 'withdrawal' && row.status === 'pending')!
    .id;
};

describe('Cancelling a pending withdrawal', () => {
  useCleanClient();

  it.each(Object.entries(all))('story %s: what its play asserts', async (_name, Story) => {
    const { play } = renderPageStory(Story as unknown as PageStory);
    await play();
  });

  it('sends exactly { transaction_id } once with a key, whatever the double clicks', async () => {
    const requests = recordRequests('post', CANCEL);
    renderPageStory(Offered as unknown as PageStory, { watch: [requests.handler] });
    const id = await pendingId();
    await openAndConfirm('dblClick');
    await screen.findByText(/Withdrawal cancelled/, {}, SLOW);
    expect(requests.seen).toHaveLength(1);
    expect(await requests.seen[0]!.json()).toEqual({ transaction_id: id });
    expect(requests.seen[0]!.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('after a lost answer sends the same request with the same key, and the look-up finds it cancelled', async () => {
    const keys: (string | null)[] = [];
    let lose = true;
    const cancel = http.post(CANCEL, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (lose) {
        lose = false;
        return HttpResponse.error();
      }
      return undefined;
    });
    // The look-up says "still pending" once (the cancellation did not arrive).
    const lookups: number[] = [];
    const look = http.post('*/api/transaction', () => {
      lookups.push(1);
      return undefined;
    });
    renderPageStory(Offered as unknown as PageStory, { watch: [cancel, look] });
    const { user, dialog } = await openAndConfirm();
    const status = await within(dialog).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/still pending/), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await screen.findByText(/Withdrawal cancelled/, {}, SLOW);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(lookups.length).toBeGreaterThanOrEqual(1);
  });

  it('a lost answer whose cancellation arrived is found by the look-up and shown as done', async () => {
    const requests: Request[] = [];
    const cancel = http.post(CANCEL, async ({ request }) => {
      requests.push(request.clone());
      // The backend acts, then the connection drops.
      const { handlers } = await import('@/mocks/handlers');
      const { getResponse } = await import('msw');
      await getResponse(handlers, request);
      return HttpResponse.error();
    });
    renderPageStory(Offered as unknown as PageStory, { watch: [cancel] });
    await openAndConfirm();
    await screen.findByText(/Withdrawal cancelled/, {}, SLOW);
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
