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
const openedDialog = () =>
  screen.findByRole('dialog', { name: /^Account \d+ is open$/ }, SLOW).then(within);

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

  it('opens an account: body { currency_id } as an integer, the list reloads, the new account’s login and server in the dialog, no toast', async () => {
    const create = recordRequests('post', '*/api/trading-account/create');
    const list = recordRequests('post', '*/api/trading-account/list');
    renderPageStory(CreateDialog, { watch: [create.handler, list.handler] });
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    const { user, select } = await openDialog();
    expect(select).toHaveDisplayValue('US Dollar');
    await user.selectOptions(select, 'Euro');
    await user.click(within(dialog()).getByRole('button', { name: 'Open account' }));
    const opened = await openedDialog();
    expect(create.seen).toHaveLength(1);
    expect(await create.seen[0]!.json()).toEqual({ currency_id: 2 });
    expect(opened.getByText('5100307')).toBeVisible();
    expect(opened.getByText('Broker-Live')).toBeVisible();
    // A click beside it (the rest of a double click on "Open account") leaves it on screen.
    await user.click(screen.getByRole('dialog', { name: 'Account 5100307 is open' }));
    expect(opened.getByText('5100307')).toBeVisible();
    // The demo's new account in euros can be funded (the page's default: the deposit page).
    expect(opened.getByRole('link', { name: 'Fund this account' })).toHaveAttribute(
      'href',
      '/en/deposit',
    );
    expect(screen.queryByText('Saved successfully')).toBeNull();
    expect(screen.queryByRole('status', { name: /saved/i })).toBeNull();
    await waitFor(() => expect(list.seen).toHaveLength(2));
    // The footer's Close (the title bar has one too).
    await user.click(opened.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open a trading account' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Account 5100307' })).toBeInTheDocument();
  });

  it('refuses the sixth account: error toast, the inline message, the dialog stays', async () => {
    renderPageStory(CreateDialog);
    await screen.findByRole('heading', { name: 'Account 5100301' }, { timeout: 5000 });
    let { user } = await openDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Open account' }));
    await user.click((await openedDialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    ({ user } = await openDialog());
    await user.click(within(dialog()).getByRole('button', { name: 'Open account' }));
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
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Open account' }));
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
    expect(within(dialog()).getByRole('button', { name: 'Open account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(create.seen).toHaveLength(1));
    expect(await create.seen[0]!.json()).toEqual({ currency_id: expect.any(Number) });
    // The account opened: its dialog takes the focus, and Escape leaves it.
    await openedDialog();
    const shown = screen.getByRole('dialog', { name: 'Account 5100307 is open' });
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
