import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { bannerText, ErrorBanner } from '@/design-system/ErrorBanner';
import * as stories from '../../stories/design-system/ErrorBanner.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Dismissible, Hidden } = composeStories(stories);
const FALLBACK = 'There were some problems with your input.';

describe('bannerText', () => {
  it('prefers the generic error over the message', () => {
    expect(bannerText({ genericError: 'Generic', message: 'Message' })).toBe('Generic');
  });

  it('shows the message when there is no generic error', () => {
    expect(bannerText({ message: 'Message' })).toBe('Message');
    expect(bannerText({ genericError: '', message: 'Message' })).toBe('Message');
    expect(bannerText({ genericError: '   ', message: 'Message' })).toBe('Message');
  });

  it('falls back to the spec text, or the given fallback, when both are missing', () => {
    expect(bannerText({})).toBe(FALLBACK);
    expect(bannerText({ genericError: '', message: '' })).toBe(FALLBACK);
    expect(bannerText({}, 'Virheitä syötteessä.')).toBe('Virheitä syötteessä.');
  });
});

describe('ErrorBanner', () => {
  it('announces the fallback text as an alert when given nothing', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the generic error rather than the message', () => {
    renderWithProviders(
      <ErrorBanner genericError="Paused for maintenance." message="Too small." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Paused for maintenance.');
    expect(screen.queryByText('Too small.')).toBeNull();
  });

  it('uses the translated fallback text', () => {
    renderWithProviders(<ErrorBanner fallbackText="Eingabe fehlerhaft." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Eingabe fehlerhaft.');
  });

  it('calls onDismiss from its dismiss button', async () => {
    const onDismiss = fn();
    renderWithProviders(<Dismissible onDismiss={onDismiss} dismissLabel="Sulje" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sulje' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when show is false', () => {
    renderWithProviders(<Hidden />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Not shown')).toBeNull();
  });
});
