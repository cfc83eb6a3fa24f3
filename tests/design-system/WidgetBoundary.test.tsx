import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { lazyWidget, WidgetBoundary } from '@/design-system/WidgetBoundary';
import * as stories from '../../stories/design-system/WidgetBoundary.stories';
import { renderWithProviders } from '../utils/render';

const { Failed, Working, Recovers } = composeStories(stories);

describe('WidgetBoundary', () => {
  it('replaces only the failing widget with its message and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = fn();
    renderWithProviders(<Failed onError={onError} />);
    expect(screen.getByText('This part could not be shown.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(screen.getByText('The rest of the page stays.')).toBeVisible();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The widget could not draw' }),
      expect.anything(),
    );
    vi.restoreAllMocks();
  });

  it('renders a working widget untouched', () => {
    renderWithProviders(<Working />);
    expect(screen.getByText('Balance history chart')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the widget again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Recovers />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Balance history chart')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('loads a lazy widget whose code failed again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Market ticker</p> });
    const Tape = lazyWidget(load);
    renderWithProviders(
      <WidgetBoundary
        message="Market data is unavailable right now."
        retryLabel="Try again"
        onRetry={Tape.retry}
      >
        <Suspense fallback={null}>
          <Tape />
        </Suspense>
      </WidgetBoundary>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Market ticker')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('renders the widget again when its reset key changes (a sibling retried their shared cause)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = ({ broken }: { broken: boolean }) => {
      if (broken) throw new Error('broken');
      return <p>Allocation chart</p>;
    };
    const boundary = (broken: boolean, resetKey: number) => (
      <WidgetBoundary
        message="This chart could not be shown."
        retryLabel="Try again"
        resetKey={resetKey}
      >
        <Part broken={broken} />
      </WidgetBoundary>
    );
    const { rerender } = renderWithProviders(boundary(true, 0));
    expect(screen.getByText('This chart could not be shown.')).toBeVisible();
    rerender(boundary(false, 0));
    expect(screen.getByText('This chart could not be shown.')).toBeVisible();
    rerender(boundary(false, 1));
    expect(screen.getByText('Allocation chart')).toBeVisible();
    vi.restoreAllMocks();
  });
});
