import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getGetMyIpoQueryKey } from '@/api/generated/ipo/ipo';
import { getSellIpoMockHandler422 } from '@/api/generated/ipo/ipo.msw';
import { MyIpoPage } from '@/features/ipo/MyIpoPage';
import { HOLDINGS } from '../../../stories/pages/ipo/fixtures';
import { renderWithProviders } from '../../utils/render';
import * as stories from '../../../stories/pages/ipo/MyIpo.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';
import { useFrozenNow } from './frozenNow';

const s = composeStories(stories);

async function startSelling(quantity: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sell Cobalt Cloud Systems' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Sell Cobalt Cloud Systems' }));
  const field = dialog.getByRole('spinbutton', { name: /^Quantity/ });
  await user.clear(field);
  await user.type(field, quantity);
  return { user, dialog, field, confirm: dialog.getByRole('button', { name: 'Confirm sale' }) };
}

describe('MyIpoPage', () => {
  useCleanClient();
  useFrozenNow();

  it('runs the Loaded story', async () => {
    await renderPageStory(s.Loaded).play();
  });

  it('runs the Empty story', async () => {
    await renderPageStory(s.Empty).play();
  });

  it('runs the Error story', async () => {
    await renderPageStory(s.Error).play();
  });

  it.each(['PendingHolding', 'PendingHeld', 'AllocatedHolding', 'ListedHolding'] as const)(
    'runs the %s story',
    async (name) => {
      await renderPageStory(s[name]).play();
    },
  );

  it('treats a status it does not know as not sellable (shown as sent)', async () => {
    // Development validates answers against the contract, so the answer is put in the cache as a
    // production client would have read it.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(getGetMyIpoQueryKey(), [
      { ...HOLDINGS[0], status: 'suspended' },
      { ...HOLDINGS[1], status: 'listed' },
    ]);
    renderWithProviders(<MyIpoPage />, { queryClient, initialEntries: ['/en/ipo/my-ipo'] });
    const table = await screen.findByRole('table', { name: 'Your IPO holdings' });
    const row = within(within(table).getByText('suspended').closest('tr')!);
    expect(row.queryByRole('button', { name: /^Sell/ })).toBeNull();
    expect(row.queryByText(/Profit|Loss|Break-even/)).toBeNull();
    expect(
      within(table).getByRole('button', { name: 'Sell Bluefin Payments plc' }),
    ).toBeInTheDocument();
  });

  it('offers Sell on listed holdings only, whatever else the backend sends', async () => {
    renderPageStory(s.Loaded);
    const table = await screen.findByRole('table', { name: 'Your IPO holdings' });
    await within(table).findByText('Cobalt Cloud Systems');
    const sells = within(table)
      .getAllByRole('button', { name: /^Sell / })
      .map((button) => button.getAttribute('aria-label'));
    expect(sells).toEqual(['Sell Cobalt Cloud Systems', 'Sell Bluefin Payments plc']);
  });

  it('runs the SellOverHeld story', async () => {
    await renderPageStory(s.SellOverHeld).play();
  });

  it('runs the SellSuccess story', async () => {
    await renderPageStory(s.SellSuccess).play();
  });

  it('sends { stock_id, quantity } once on a double click and refreshes the holdings', async () => {
    const sells = recordRequests('post', '*/api/ipo/sell');
    const holdings = recordRequests('post', '*/api/ipo/my-ipo');
    renderPageStory(s.Loaded, { watch: [sells.handler, holdings.handler] });
    const { user, confirm } = await startSelling('40');
    await user.dblClick(confirm);
    expect(
      await screen.findByText('You sold 40 shares of Cobalt Cloud Systems for $ 1,194.00.'),
    ).toBeInTheDocument();
    expect(sells.seen).toHaveLength(1);
    expect(await sells.seen[0]!.json()).toEqual({ stock_id: 44, quantity: 40 });
    expect(sells.seen[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(holdings.seen).toHaveLength(2);
  });

  it('shows the 422 under the quantity and logs "Sell failed"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPageStory(s.Loaded, {
      watch: [
        getSellIpoMockHandler422({
          message: 'Too many.',
          errors: { quantity: ['You cannot sell more than you hold (60 shares).'] },
        }),
      ],
    });
    const { user, confirm, field } = await startSelling('80');
    await user.click(confirm);
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('You cannot sell more than you hold (60 shares).'),
      ),
    );
    expect(log).toHaveBeenCalledWith('Sell failed', expect.anything());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts a sale empty and asks for a number only once a confirmation is tried', async () => {
    const sells = recordRequests('post', '*/api/ipo/sell');
    renderPageStory(s.Loaded, { watch: [sells.handler] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sell Cobalt Cloud Systems' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sell Cobalt Cloud Systems' }));
    const field = dialog.getByRole('spinbutton', { name: /^Quantity/ });
    expect(field).toHaveValue(null);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(dialog.getByRole('button', { name: 'Confirm sale' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter the number of shares.'),
    );
    expect(sells.seen).toHaveLength(0);
  });

  it('says a sale whose answer was lost is not confirmed and never invites a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sells = recordRequests('post', '*/api/ipo/sell');
    renderPageStory(s.Loaded, {
      watch: [sells.handler, http.post('*/api/ipo/sell', () => HttpResponse.error())],
    });
    const { dialog, confirm, user } = await startSelling('40');
    await user.click(confirm);
    expect(
      await dialog.findByText(/the order is not among your orders yet, so it is not confirmed/),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Confirm sale' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Send the same order again' }));
    await waitFor(() => expect(sells.seen).toHaveLength(2));
    expect(sells.seen[1]!.headers.get('Idempotency-Key')).toBe(
      sells.seen[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('buys more of an open IPO from the holdings', async () => {
    const buys = recordRequests('post', '*/api/ipo/buy');
    renderPageStory(s.Loaded, { watch: [buys.handler] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Aurora Grid Energy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy Aurora Grid Energy' }));
    expect(dialog.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue(10);
  });
});
