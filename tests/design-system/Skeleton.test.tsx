import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import * as stories from '../../stories/design-system/Skeleton.stories';
import { renderWithProviders } from '../utils/render';

const { Group } = composeStories(stories);

describe('Skeleton', () => {
  it('is hidden from assistive technology by default', () => {
    const { container } = renderWithProviders(<Skeleton />);
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sizes itself from numbers as pixels and strings as CSS lengths', () => {
    const { container } = renderWithProviders(<Skeleton width={120} height="2rem" />);
    const block = container.querySelector<HTMLElement>('[data-skeleton]');
    expect(block?.style.getPropertyValue('--skeleton-width')).toBe('120px');
    expect(block?.style.getPropertyValue('--skeleton-height')).toBe('2rem');
  });

  it('makes a circle as tall as it is wide when no height is given', () => {
    const { container } = renderWithProviders(<Skeleton radius="circle" width={56} />);
    const block = container.querySelector<HTMLElement>('[data-skeleton]');
    expect(block?.style.getPropertyValue('--skeleton-height')).toBe('56px');
  });

  it('announces "Loading…" when announce is on', () => {
    renderWithProviders(<Skeleton announce />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('announces a group once and marks it busy', () => {
    const { container } = renderWithProviders(<Group />);
    const status = screen.getByRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status).toHaveTextContent('Loading…');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    const blocks = container.querySelectorAll('[data-skeleton]');
    expect(blocks.length).toBeGreaterThan(1);
    blocks.forEach((b) => expect(b).toHaveAttribute('aria-hidden', 'true'));
  });

  it('uses the translated group label', () => {
    renderWithProviders(<SkeletonGroup label="Ladataan…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
  });
});
