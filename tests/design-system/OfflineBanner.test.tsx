import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/OfflineBanner.stories';
import { renderWithProviders } from '../utils/render';

const { Offline, Online, Retrying } = composeStories(stories);

describe('OfflineBanner', () => {
  it('says the connection is lost in a polite live region and offers a retry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    renderWithProviders(<Offline onRetry={onRetry} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('You appear to be offline.');
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps an empty live region while online', () => {
    renderWithProviders(<Online />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('blocks a second retry while one is under way', () => {
    renderWithProviders(<Retrying />);
    expect(screen.getByRole('button', { name: 'Check connection' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
