import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider, type LinkProps } from '@/design-system/Link';

const MarkedLink = ({ children, ...props }: LinkProps) => (
  <a {...props} data-router-link="">
    {children}
  </a>
);

describe('Link', () => {
  it('is a plain anchor with its attributes when no app provides a link', () => {
    render(
      <Link href="/en/home" aria-current="page">
        Home
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/en/home');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('data-router-link');
  });

  it('renders through the component the provider hands down', () => {
    render(
      <LinkProvider component={MarkedLink}>
        <Link href="/en/home">Home</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router-link');
  });
});
