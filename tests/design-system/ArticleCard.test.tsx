import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/design-system/ArticleCard.stories';
import { renderWithProviders } from '../utils/render';

const { Default: Article, WithoutImage } = composeStories(stories);

describe('ArticleCard', () => {
  it('links the title and shows the date in the UI language', () => {
    renderWithProviders(<Article locale="de" />);
    expect(
      screen.getByRole('link', { name: 'Markets close the week higher as tech rallies' }),
    ).toHaveAttribute('href', '/en/articles/41');
    expect(screen.getByText('13.03.2026')).toBeInTheDocument();
  });

  it('has no image without an image URL', () => {
    const { container } = renderWithProviders(<WithoutImage />);
    expect(container.querySelector('img')).toBeNull();
  });
});
