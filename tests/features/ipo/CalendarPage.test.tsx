import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { getGetIpoCalendarMockHandler } from '@/api/generated/ipo/ipo.msw';
import { server } from '@/mocks/node';
import { useLoader } from '@/stores/loader';
import { usePreferences } from '@/stores/preferences';
import * as stories from '../../../stories/pages/ipo/Calendar.stories';
import { CALENDAR } from '../../../stories/pages/ipo/fixtures';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../auth/renderPageStory';
import { useFrozenNow } from './frozenNow';

const s = composeStories(stories);

/** Opens Aurora's Buy dialog and puts `quantity` into it. */
async function startBuying(quantity: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Buy Aurora Grid Energy' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy Aurora Grid Energy' }));
  const field = dialog.getByRole('spinbutton', { name: /^Quantity/ });
  await user.clear(field);
  await user.type(field, quantity);
  return { user, dialog, confirm: dialog.getByRole('button', { name: 'Confirm purchase' }) };
}

describe('CalendarPage', () => {
  useCleanClient();
  useFrozenNow();

  it('runs the Loaded story', async () => {
    await renderPageStory(s.Loaded).play();
  });

  it('runs the FilteredOpen story', async () => {
    await renderPageStory(s.FilteredOpen).play();
  });

  it('runs the ListView story', async () => {
    await renderPageStory(s.ListView).play();
  });

  it('runs the Empty story', async () => {
    await renderPageStory(s.Empty).play();
  });

  it('runs the Error story', async () => {
    await renderPageStory(s.Error).play();
  });

  it('runs the CountdownFocused story', async () => {
    await renderPageStory(s.CountdownFocused).play();
  });

  it('keeps the status filter in the URL', async () => {
    const { location } = renderPageStory(s.Loaded);
    const user = userEvent.setup();
    const filter = await screen.findByRole('navigation', { name: 'Filter by status' });
    await user.click(within(filter).getByRole('link', { name: 'Upcoming' }));
    await waitFor(() => expect(location.current?.search).toBe('?status=upcoming'));
    expect(await screen.findAllByRole('article')).toHaveLength(
      CALENDAR.filter((ipo) => ipo.status === 'upcoming').length,
    );
  });

  it('switches to the list view and remembers it', async () => {
    renderPageStory(s.Loaded);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('table', { name: 'IPOs' })).toBeInTheDocument();
    expect(usePreferences.getState().isTileView).toBe(false);
    expect(localStorage.getItem('isTileView')).toBe('false');
  });

  it('retries a failed calendar in place', async () => {
    renderPageStory(s.Error);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(getGetIpoCalendarMockHandler(CALENDAR));
    await userEvent.setup().click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(CALENDAR.length);
  });

  it('sends { stock_id, quantity } once however often Confirm is pressed, without the global loader', async () => {
    const buys = recordRequests('post', '*/api/ipo/buy');
    const loaderStarts = vi.spyOn(useLoader.getState(), 'start');
    const wallets = recordRequests('post', '*/api/wallets');
    renderPageStory(s.BuySuccess, { watch: [buys.handler, wallets.handler] });
    const { user, confirm } = await startBuying('20');
    const before = loaderStarts.mock.calls.length;
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(
      await screen.findByText(
        'You subscribed to 20 shares of Aurora Grid Energy. $ 520 is reserved.',
      ),
    ).toBeInTheDocument();
    expect(buys.seen).toHaveLength(1);
    expect(await buys.seen[0]!.json()).toEqual({ stock_id: 46, quantity: 20 });
    // The wallets (the sidebar balance) are fetched again after the purchase, quietly too.
    await waitFor(() => expect(wallets.seen.length).toBeGreaterThanOrEqual(2));
    expect(loaderStarts.mock.calls.length).toBe(before);
  });

  it('sends nothing for a quantity that is not a whole number of lots, or more than the balance', async () => {
    const buys = recordRequests('post', '*/api/ipo/buy');
    renderPageStory(s.BuyUnaffordable, { watch: [buys.handler] });
    const { user, confirm, dialog } = await startBuying('25');
    await user.click(confirm);
    expect(dialog.getByRole('spinbutton', { name: /^Quantity/ })).toHaveAccessibleDescription(
      expect.stringContaining('choose 20 or 30'),
    );
    const field = dialog.getByRole('spinbutton', { name: /^Quantity/ });
    await user.clear(field);
    await user.type(field, '20');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Not enough funds')),
    );
    await user.click(confirm);
    expect(buys.seen).toHaveLength(0);
  });

  it('shows the 422 under the quantity and logs "Purchase failed"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { play } = renderPageStory(s.Buy422);
    await play();
    expect(log).toHaveBeenCalledWith('Purchase failed', expect.anything());
  });

  it('shows a network failure in a banner and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPageStory(s.Loaded, { watch: [http.post('*/api/ipo/buy', () => HttpResponse.error())] });
    const { user, confirm, dialog } = await startBuying('20');
    await user.click(confirm);
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue(20);
  });

  it('runs the busy story: the confirm button is disabled while the purchase is under way', async () => {
    await renderPageStory(s.BuyBusy).play();
  });
});
