import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstPaint, useAfterFirstPaint } from '@/lib/afterFirstPaint';
import * as stories from '../../stories/pages/home/Home.stories';
import { recordRequests, renderPageStory } from '../utils/renderPageStory';

const { Loaded } = composeStories(stories);

/** The browser's frames, held until the test lets one go (`paint()`). */
let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  due.forEach((frame) => frame(performance.now()));
};

beforeEach(() => {
  forgetFirstPaint();
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
    frames.push(frame);
    return frames.length;
  });
});
afterEach(() => vi.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function Probe({ name }: { name: string }) {
  return <p data-testid={name}>{useAfterFirstPaint() ? 'painted' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false until a frame has painted, then true, and at once for what mounts later', async () => {
    const first = render(<Probe name="a" />);
    await settle();
    expect(screen.getByTestId('a')).toHaveTextContent('first');
    paint();
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('painted'));
    first.unmount();

    render(<Probe name="b" />);
    expect(screen.getByTestId('b')).toHaveTextContent('painted');
  });

  it('does not wait for a frame in a background tab, which gets none until it is shown', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(<Probe name="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('painted'));
    expect(frames).toHaveLength(0);
  });
});

describe("home's secondary calls wait for its first paint", () => {
  it('recent transactions and articles are asked for once home has painted', async () => {
    const transactions = recordRequests('post', '*/api/transactions');
    const articles = recordRequests('get', '*/api/articles/getAll');
    renderPageStory(Loaded, { watch: [transactions.handler, articles.handler] });
    // Home's own content (its wallets) is there, its secondary lists still skeletons, unasked.
    await screen.findByRole('link', { name: 'Main wallet' }, { timeout: 5000 });
    await settle();
    expect(screen.getByText('Loading transactions…')).toBeInTheDocument();
    expect(transactions.seen).toHaveLength(0);
    expect(articles.seen).toHaveLength(0);

    paint();
    vi.restoreAllMocks();
    expect(await screen.findByRole('list', { name: 'Last transactions' })).toBeInTheDocument();
    expect(transactions.seen).toHaveLength(1);
    expect(articles.seen).toHaveLength(1);
  });
});
