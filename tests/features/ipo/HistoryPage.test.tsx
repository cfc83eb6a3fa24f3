import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/ipo/History.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../auth/renderPageStory';

const s = composeStories(stories);

describe('HistoryPage', () => {
  useCleanClient();

  it('runs the Loaded story', async () => {
    await renderPageStory(s.Loaded).play();
  });

  it('runs the SecondPage story', async () => {
    await renderPageStory(s.SecondPage).play();
  });

  it('runs the Empty story', async () => {
    await renderPageStory(s.Empty).play();
  });

  it('runs the Error story', async () => {
    await renderPageStory(s.Error).play();
  });

  it('asks for { page, per_page } and keeps the page in the URL', async () => {
    const calls = recordRequests('post', '*/api/ipo/history');
    const { location } = renderPageStory(s.Loaded, { watch: [calls.handler] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location.current?.search).toBe('?page=2'));
    await waitFor(() => expect(calls.seen).toHaveLength(2));
    expect(await calls.seen[0]!.json()).toEqual({ page: 1, per_page: 10 });
    expect(await calls.seen[1]!.json()).toEqual({ page: 2, per_page: 10 });
  });

  it('opens the page named in the URL', async () => {
    const calls = recordRequests('post', '*/api/ipo/history');
    renderPageStory(s.Loaded, {
      watch: [calls.handler],
      initialEntries: ['/en/ipo/history?page=2'],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(await calls.seen[0]!.json()).toEqual({ page: 2, per_page: 10 });
  });
});
