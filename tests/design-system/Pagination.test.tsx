import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from '@/design-system/Pagination';
import * as stories from '../../stories/design-system/Pagination.stories';
import { renderWithProviders } from '../utils/render';

const { Default, FirstPage, LastPage, GermanMobile } = composeStories(stories);

const shownPages = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));

describe('Pagination', () => {
  it('computes first, last and current ±1 with ellipses', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    // A gap of one page shows the page rather than an ellipsis.
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows the pages with the current one marked and hides ellipses from assistive technology', () => {
    const { container } = renderWithProviders(<Default />);
    expect(shownPages()).toEqual([1, 4, 5, 6, 10]);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    const gaps = [...container.querySelectorAll('li[aria-hidden="true"]')];
    expect(gaps.map((li) => li.textContent)).toEqual(['…', '…']);
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderWithProviders(<FirstPage />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderWithProviders(<LastPage />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the previous, next and a numbered page', async () => {
    const onPageChange = fn();
    const user = userEvent.setup();
    renderWithProviders(<Pagination page={5} pageCount={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('uses translated labels', () => {
    renderWithProviders(<GermanMobile />);
    expect(screen.getByRole('navigation', { name: 'Seitennummerierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeInTheDocument();
  });

  it('renders nothing when there is a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
