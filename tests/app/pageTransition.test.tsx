import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageTransition } from '@/app/shell/PageTransition';

/** The animation the page's frame runs when it mounts (styled-components' rules, as jsdom reads them). */
const enterAnimation = (text: string) =>
  getComputedStyle(screen.getByText(text).parentElement as HTMLElement).animationName;

describe('PageTransition', () => {
  it('shows the first page of a load at once, and fades in the pages navigated to', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/first',
          element: (
            <PageTransition>
              <Link to="/second">First page</Link>
            </PageTransition>
          ),
        },
        {
          path: '/second',
          element: (
            <PageTransition>
              <p>Second page</p>
            </PageTransition>
          ),
        },
      ],
      { initialEntries: ['/first'] },
    );
    render(<RouterProvider router={router} />);

    expect(['', 'none']).toContain(enterAnimation('First page'));
    await act(() => router.navigate('/second'));
    expect(enterAnimation('Second page')).not.toBe('');
    expect(enterAnimation('Second page')).not.toBe('none');
  });
});
