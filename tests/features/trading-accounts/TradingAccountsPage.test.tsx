import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
// The stories' own user-event: two bundled copies on one document lose React's change events.
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePreferences } from '@/stores/preferences';
import * as stories from '../../../stories/pages/trading-accounts/TradingAccounts.stories';
import { SLOW } from '../../../stories/pages/responses';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Loaded,
  Failed,
  ErrorThenRetry,
  Empty,
  CreateBusy,
  CreateRefused,
  CreateSuccess,
  CreateDialog,
} = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: 'Open a trading account' });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open a trading account' }));
  // The dialog's code loads when the button is reached for (OpenAccountButton).
  const opened = await screen.findByRole('dialog', { name: 'Open a trading account' }, SLOW);
  const select = within(opened).getByRole('combobox', { name: 'Account currency' });
  await waitFor(() => expect(select).toBeEnabled());
  return { user, select };
}

describe('TradingAccountsPage', () => {
  it('shows each account with its tier and the way to the next one', async () => {
    const { play } = renderPageStory(Loaded);
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    await play();
    expect(screen.getByText('$ 37,500.00 to gold')).toBeInTheDocument();
    expect(screen.getByText('Platinum')).toBeInTheDocument();
  });

  it('remembers the list view', async () => {
    renderPageStory(Loaded);
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'List view' }));
    expect(localStorage.getItem('isTileView')).toBe('false');
    expect(usePreferences.getState().isTileView).toBe(false);
  });

  it('offers a retry in place when the list fails', async () => {
    renderPageStory(Failed);
    expect(
      await screen.findByRole('heading', { name: 'Your trading accounts could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('loads the list in place after a failure', async () => {
    const { play } = renderPageStory(ErrorThenRetry);
    await play();
  });

  it('invites to open the first account when there is none', async () => {
    const { play } = renderPageStory(Empty);
    await play();
  });

  it('opens an account: body { currency_id } as an integer, the dialog closes, the list reloads, a success toast', async () => {
    const create = recordRequests('post', '*/api/trading-account/create');
    const list = recordRequests('post', '*/api/trading-account/list');
    renderPageStory(CreateDialog, { watch: [create.handler, list.handler] });
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    const { user, select } = await openDialog();
    expect(select).toHaveDisplayValue('US Dollar');
    await user.selectOptions(select, 'Euro');
    await user.click(within(dialog()).getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create.seen).toHaveLength(1);
    expect(await create.seen[0]!.json()).toEqual({ currency_id: 2 });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(list.seen).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Account 5100307' })).toBeInTheDocument();
  });

  it('refuses the sixth account: error toast, the inline message, the dialog stays', async () => {
    renderPageStory(CreateDialog);
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    let { user } = await openDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ user } = await openDialog());
    await user.click(within(dialog()).getByRole('button', { name: 'Next step' }));
    const select = within(dialog()).getByRole('combobox', { name: 'Account currency' });
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription('Maximum number of trading accounts reached'),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong');
    expect(
      within(dialog()).getByRole('link', { name: 'See your existing trading accounts' }),
    ).toBeVisible();
  });

  it('runs the refused story: toast, inline error and the link to the accounts', async () => {
    const { play } = renderPageStory(CreateRefused);
    await play();
  });

  it('sends one request for a double click and shows "Loading..." while busy', async () => {
    const create = recordRequests('post', '*/api/trading-account/create');
    renderPageStory(CreateBusy, { watch: [create.handler] });
    const { user } = await openDialog();
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Next step' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Loading...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(create.seen).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeVisible();
  });

  it('works with the keyboard alone: open, pick, confirm', async () => {
    const create = recordRequests('post', '*/api/trading-account/create');
    renderPageStory(CreateSuccess, { watch: [create.handler] });
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Open a trading account' }).focus();
    await user.keyboard('{Enter}');
    const opened = await screen.findByRole('dialog', { name: 'Open a trading account' }, SLOW);
    const select = within(opened).getByRole('combobox', { name: 'Account currency' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Next step' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(create.seen).toHaveLength(1));
    expect(await create.seen[0]!.json()).toEqual({ currency_id: expect.any(Number) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
