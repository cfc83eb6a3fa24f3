import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/pages/transactions/Transactions.stories';
import { LOAD } from '../../../stories/pages/payments/fixtures';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../auth/renderPageStory';

const { Loaded, Filtered, ChangeFilter, Empty, Loading, Error, German } = composeStories(stories);

const LIST = '*/api/transactions';

const bodies = (seen: Request[]) => Promise.all(seen.map((r) => r.clone().json()));

describe('TransactionsPage', () => {
  useCleanClient();
  afterEach(() => vi.restoreAllMocks());

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
    await screen.findAllByText('+1,500', undefined, LOAD);
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

  it('exports every page of the current filter as CSV', async () => {
    const requests = recordRequests('post', LIST);
    let blob: Blob | undefined;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:statement';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPageStory(Loaded, { watch: [requests.handler] });
    await screen.findAllByText('+1,500', undefined, LOAD);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob!.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,Amount,Currency,Wallet,Method,Comment');
    expect(lines).toHaveLength(46);
    expect(lines[2]).toContain(',withdrawal,pending,-25.5,USD,');
    expect(lines[2]).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(await bodies(requests.seen)).toContainEqual({ page: 1, per_page: 100 });
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
    expect((await screen.findAllByText('+1,500', undefined, LOAD)).length).toBeGreaterThan(0);
  });

  it('shows the client name and the period for print', async () => {
    const { play } = renderPageStory(Filtered);
    await play();
    const statement = screen.getByText('Statement for Dana Demo').parentElement!;
    expect(within(statement).getByText('Period: Jan 1, 2026 – Mar 16, 2026')).toBeInTheDocument();
  });

  it.each([
    ['change filter', ChangeFilter],
    ['error', Error],
    ['empty', Empty],
    ['loading', Loading],
    ['German', German],
  ])('runs the %s story', async (_, Story) => {
    const { play } = renderPageStory(Story);
    await play();
  });
});
