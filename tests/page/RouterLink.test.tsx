import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '@/design-system/ArticleCard';
import { Link } from '@/design-system/Link';
import { renderWithProviders } from '../utils/render';

describe('RouterLinks', () => {
  it("takes a design-system card's link through the router, without reloading the page", async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/en/articles"
          element={
            <ArticleCard
              title="Markets this week"
              summary="What moved."
              publishedAt="2026-03-01T09:00:00Z"
              locale="en"
              href="/en/articles/7"
            />
          }
        />
        <Route path="/en/articles/7" element={<h1>Article 7</h1>} />
      </Routes>,
      { initialEntries: ['/en/articles'] },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Markets this week' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toBeVisible();
  });

  it('leaves an address outside the app to the browser', () => {
    renderWithProviders(<Link href="mailto:support@example.com">Write to us</Link>);
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});
