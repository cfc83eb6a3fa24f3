import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { usePreferences } from '@/stores/preferences';
import * as stories from '../../../stories/pages/home/Home.stories';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Loaded, Welcome, Empty, Failed, OpenAccount } = composeStories(stories);
const slow = { timeout: 5000 };

describe('HomePage', () => {
  it('shows wallets, the primary account with its tier, the last five transactions and the quiet tape', async () => {
    const transactions = recordRequests('post', '*/api/transactions');
    const { play } = renderPageStory(Loaded, { watch: [transactions.handler] });
    await screen.findByRole('link', { name: 'Main wallet' }, slow);
    await play();
    expect(await transactions.seen[0]!.json()).toEqual({ per_page: 5 });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('greets once: the banner fades after 5 s, then the 365-day cookie is set', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setCookie = vi.spyOn(Cookies, 'set');
    renderPageStory(Welcome);
    expect(screen.getByText('Hello, Alex Morgan! Welcome to Northstar Markets.')).toBeVisible();
    expect(screen.getByText('Onward to new financial heights!')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    // Gone from sight, not from the page: it keeps its place, so nothing below it moves.
    expect(screen.getByText('Onward to new financial heights!')).not.toBeVisible();
    expect(screen.queryByRole('status', { name: /Hello, Alex Morgan/ })).toBeNull();
    expect(usePreferences.getState().welcomeMessageShown).toBe(true);
    expect(setCookie).toHaveBeenCalledWith(
      'welcomeMessageShown',
      'true',
      expect.objectContaining({ expires: 365 }),
    );
    vi.useRealTimers();
  });

  it('shows the empty parts calmly', async () => {
    const { play } = renderPageStory(Empty);
    await play();
  });

  it('keeps the page when every part fails, each with a retry', async () => {
    const { play } = renderPageStory(Failed);
    await play();
  });

  it('opens the create dialog from the quick actions', async () => {
    const { play } = renderPageStory(OpenAccount);
    await play();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  });
});
