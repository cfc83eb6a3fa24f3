import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marginTone } from '@/lib/margin';
import { platformPasswordProblem } from '@/features/trading-accounts/PasswordChecklist';
import * as stories from '../../../stories/pages/trading-accounts/TradingAccountRuns.stories';
import { SLOW } from '../../../stories/pages/responses';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Loaded,
  MarginCall,
  Empty,
  PositionsError,
  NotOffered,
  LeverageConfirm,
  LeverageRefused,
  PasswordRules,
} = composeStories(stories);

const region = () =>
  screen.findByRole('region', { name: 'Margin and open positions' }, SLOW).then(within);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('margin and open positions (call 55)', () => {
  it('asks call 55 with { account_id } and shows the figures, three positions with signed profits and their total', async () => {
    const positions = recordRequests('post', '*/api/trading-account/positions');
    renderPageStory(Loaded, { watch: [positions.handler] });
    const figures = await region();
    const table = await figures.findByRole('table', { name: 'Open positions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(await positions.seen[0]!.json()).toEqual({ account_id: 301 });
    for (const profit of ['+$ 500.00', '\u2212$ 375.00', '+$ 675.00'])
      expect(within(table).getByText(profit)).toBeVisible();
    expect(figures.getByText('+$ 800.00')).toBeVisible();
    expect(figures.getByText('$ 4,921.40')).toBeVisible();
    expect(figures.getByText('$ 8,366.85')).toBeVisible();
  });

  it('reads the positions again when the page regains focus', async () => {
    const positions = recordRequests('post', '*/api/trading-account/positions');
    renderPageStory(Loaded, { watch: [positions.handler] });
    await (await region()).findByRole('table', { name: 'Open positions' }, SLOW);
    await waitFor(() => expect(positions.seen).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(positions.seen.length).toBeGreaterThan(1));
  });

  it('warns strongly under 100 % and says "No open positions" instead of an empty level', async () => {
    const call = renderPageStory(MarginCall);
    await call.play();
    expect((await region()).getByText('Margin level').parentElement).toHaveAttribute(
      'data-margin',
      'call',
    );
    call.unmount();
    const none = renderPageStory(Empty);
    await none.play();
  });

  it('keeps the page when the positions fail, and Try again reads them again', async () => {
    const positions = recordRequests('post', '*/api/trading-account/positions');
    const { play } = renderPageStory(PositionsError, { watch: [positions.handler] });
    await play();
    const seen = positions.seen.length;
    await userEvent.setup().click((await region()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(positions.seen.length).toBeGreaterThan(seen));
  });

  it('leaves no trace when the backend does not offer calls 55–57: no section, no action, nothing logged', async () => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const { play } = renderPageStory(NotOffered);
    await play();
    await screen.findByRole('heading', { level: 1, name: 'Account 5100301' });
    expect(screen.queryByText('Margin')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('grades a margin level: ok from 150 %, low under it, a margin call under 100 %, none without positions', () => {
    expect([null, 270, 150, 149.99, 100, 99.9].map(marginTone)).toEqual([
      'none',
      'ok',
      'ok',
      'low',
      'low',
      'call',
    ]);
  });
});

describe('Change leverage (call 56)', () => {
  it('sends { account_id, leverage } once after the confirmation; the answer replaces the account on the page', async () => {
    const sent = recordRequests('post', '*/api/trading-account/leverage');
    const { play } = renderPageStory(LeverageConfirm, { watch: [sent.handler] });
    await play();
    expect(sent.seen).toHaveLength(0);
    const dialog = within(screen.getByRole('dialog'));
    const user = userEvent.setup();
    await user.dblClick(dialog.getByRole('button', { name: 'Confirm new leverage' }));
    expect(
      await dialog.findByText('Account 5100301 now trades at a leverage of 1:200.', {}, SLOW),
    ).toBeVisible();
    // A click beside the outcome (the rest of a double click) leaves it on screen.
    await user.click(screen.getByRole('dialog'));
    expect(dialog.getByText('Account 5100301 now trades at a leverage of 1:200.')).toBeVisible();
    // Done, so nothing left to cancel: the way out says "Close".
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(dialog.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(sent.seen).toHaveLength(1);
    expect(await sent.seen[0]!.json()).toEqual({ account_id: 301, leverage: '1:200' });
    // The card behind the dialog shows the new leverage.
    const card = screen.getByRole('region', { name: 'Account details', hidden: true });
    expect(within(card).getByText('1:200')).toBeInTheDocument();
  });

  it('shows a refusal (422) under the field with the choice kept, and sends nothing more', async () => {
    const sent = recordRequests('post', '*/api/trading-account/leverage');
    const { play } = renderPageStory(LeverageRefused, { watch: [sent.handler] });
    await play();
    expect(sent.seen).toHaveLength(1);
    expect(await sent.seen[0]!.json()).toEqual({ account_id: 301, leverage: '1:30' });
    expect(screen.getByRole('combobox', { name: 'New leverage' })).toHaveFocus();
  });
});

describe('Platform passwords (call 57)', () => {
  it('refuses a weak password before anything is sent', async () => {
    const sent = recordRequests('post', '*/api/trading-account/password');
    const { play } = renderPageStory(PasswordRules, { watch: [sent.handler] });
    await play();
    const dialog = within(screen.getByRole('dialog'));
    const user = userEvent.setup();
    await user.type(dialog.getByLabelText(/^Repeat the new password/), 'adviser7');
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('an upper-case letter and a digit'),
      ),
    );
    expect(sent.seen).toHaveLength(0);
  });

  it('sends a good one once with its kind, says which password changed and from when', async () => {
    const sent = recordRequests('post', '*/api/trading-account/password');
    const { play } = renderPageStory(PasswordRules, { watch: [sent.handler] });
    await play();
    const dialog = within(screen.getByRole('dialog'));
    const user = userEvent.setup();
    await user.clear(dialog.getByLabelText(/^New password/));
    await user.type(dialog.getByLabelText(/^New password/), 'Adviser77');
    await user.type(dialog.getByLabelText(/^Repeat the new password/), 'Adviser77');
    await user.dblClick(dialog.getByRole('button', { name: 'Set password' }));
    expect(
      await dialog.findByText(/^The investor password of account 5100301 is changed\./, {}, SLOW),
    ).toBeVisible();
    // A click beside the outcome (the rest of a double click) leaves it on screen.
    await user.click(screen.getByRole('dialog'));
    expect(
      dialog.getByText(/^The investor password of account 5100301 is changed\./),
    ).toBeVisible();
    expect(sent.seen).toHaveLength(1);
    expect(await sent.seen[0]!.json()).toEqual({
      account_id: 301,
      kind: 'investor',
      password: 'Adviser77',
      password_confirmation: 'Adviser77',
    });
    expect(window.location.href).not.toContain('Adviser77');
  });

  it('shows the backend’s refusal (422) under the password, nothing typed lost', async () => {
    const { play } = renderPageStory(PasswordRules);
    await play();
    let dialog = within(screen.getByRole('dialog'));
    const user = userEvent.setup();
    // The main password first, then the same one as the investor's: the backend refuses it.
    await user.click(dialog.getByRole('radio', { name: /^Main password/ }));
    await user.clear(dialog.getByLabelText(/^New password/));
    await user.type(dialog.getByLabelText(/^New password/), 'Same7pass');
    await user.type(dialog.getByLabelText(/^Repeat the new password/), 'Same7pass');
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    await dialog.findByText(/^The main password of account 5100301 is changed\./, {}, SLOW);
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Platform passwords' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: /^Investor password/ }));
    await user.type(dialog.getByLabelText(/^New password/), 'Same7pass');
    await user.type(dialog.getByLabelText(/^Repeat the new password/), 'Same7pass');
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        expect.stringContaining('The main and investor passwords must be different.'),
      ),
    );
    expect(dialog.getByLabelText(/^New password/)).toHaveValue('Same7pass');
    expect(dialog.getByRole('radio', { name: /^Investor password/ })).toBeChecked();
  });

  it('checks the rules as the platform does', () => {
    const weak = 'weak';
    expect(
      ['Abcdefg1', 'Abcdefghijklmno1', ''].map((p) => platformPasswordProblem(p, weak)),
    ).toEqual([undefined, undefined, undefined]);
    expect(
      ['Abcdef1', 'Abcdefghijklmnop1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'].map((p) =>
        platformPasswordProblem(p, weak),
      ),
    ).toEqual([weak, weak, weak, weak, weak]);
  });
});
