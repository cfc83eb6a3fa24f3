import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/ipo/History.stories';
import { CALENDAR } from '../../../stories/pages/ipo/fixtures';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

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

  it('shows the orders once their company names are there, never a stock id in their place', async () => {
    let answer: () => void = () => {};
    const names = new Promise<void>((resolve) => (answer = resolve));
    const calendar = http.post('*/api/ipo/calendar', async () => {
      await names;
      return HttpResponse.json(CALENDAR);
    });
    renderPageStory(s.Loaded, { watch: [calendar] });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('row')).toHaveLength(1);
    answer();
    expect(await screen.findAllByText('Aurora Grid Energy')).not.toHaveLength(0);
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
