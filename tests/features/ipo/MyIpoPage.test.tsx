import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { getSellIpoMockHandler422 } from '@/api/generated/ipo/ipo.msw';
import * as stories from '../../../stories/pages/ipo/MyIpo.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../auth/renderPageStory';
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
      await screen.findByText('You sold 40 shares of Cobalt Cloud Systems for $ 1,194.'),
    ).toBeInTheDocument();
    expect(sells.seen).toHaveLength(1);
    expect(await sells.seen[0]!.json()).toEqual({ stock_id: 44, quantity: 40 });
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

  it('buys more of an open IPO from the holdings', async () => {
    const buys = recordRequests('post', '*/api/ipo/buy');
    renderPageStory(s.Loaded, { watch: [buys.handler] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Aurora Grid Energy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy Aurora Grid Energy' }));
    expect(dialog.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue(10);
  });
});
